import { allSettings, BASE_SETTINGS_SCHEMA, settingsDefaults } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME_SETTINGS, THEME_NUMBER_RANGES } from "./default-theme-settings";

describe("the SDK's defaults and ranges are the contract's schema", () => {
  it("every setting of the spec's schema has its schema default here", () => {
    expect(DEFAULT_THEME_SETTINGS).toMatchObject(settingsDefaults(BASE_SETTINGS_SCHEMA));
  });

  it("every numeric setting the variables read is a range of the schema, with its bounds", () => {
    const ranges = allSettings(BASE_SETTINGS_SCHEMA).filter((setting) => setting.type === "range");
    for (const [id, range] of Object.entries(THEME_NUMBER_RANGES)) {
      expect(ranges.find((setting) => setting.id === id)).toMatchObject(range);
    }
  });
});
