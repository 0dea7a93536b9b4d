import { describe, expect, it } from "vitest";
import { customizerTranslations } from "./customizer-translations";
import { createHostI18n } from "./host-i18n";
import en from "./locales/customizer/en.json";
import fr from "./locales/customizer/fr.json";

function keysOf(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The `{{value}}` names a string interpolates, in order of first use. */
const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();

describe("the customizer's translations", () => {
  it("fr has every customizer string en has, and no other", () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it("each fr string fills in the same values as its en one", async () => {
    const english = await createHostI18n("en", [customizerTranslations]);
    const french = await createHostI18n("fr", [customizerTranslations]);
    for (const key of keysOf(en)) {
      expect(placeholders(french.t(key)), key).toEqual(placeholders(english.t(key)));
    }
  });

  it("are read in the shop's locale, a regional one included, else in en", async () => {
    const canadian = await createHostI18n("fr-CA", [customizerTranslations]);
    expect(canadian.t("customizer.title")).toBe("Personnaliser votre thème");
    const german = await createHostI18n("de", [customizerTranslations]);
    expect(german.t("customizer.title")).toBe("Customize your theme");
  });
});
