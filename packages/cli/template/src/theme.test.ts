import { BASE_SETTING_IDS, settingsSchemaProblems } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { settings } from "./settings";
import { translations } from "./translations";

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "object" && child !== null
      ? keysOf(child, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("the theme", () => {
  it("declares a settings schema the shop accepts", () => {
    expect(settingsSchemaProblems(settings, { reservedIds: BASE_SETTING_IDS })).toEqual([]);
  });

  it("has every string in every language it declares", () => {
    const english = keysOf(translations.en).sort();
    for (const strings of Object.values(translations)) {
      expect(keysOf(strings).sort()).toEqual(english);
    }
  });
});
