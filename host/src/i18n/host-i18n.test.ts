import { describe, expect, it } from "vitest";
import { createHostI18n, hostTranslations, themeTranslations } from "./host-i18n";
import en from "./locales/en.json";
import fr from "./locales/fr.json";

function keysOf(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("host translations", () => {
  it("fr has every host string en has", () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it("the leave confirmation reads common.leavingConfirmMessage in the shop's locale", async () => {
    const i18n = await createHostI18n("fr", [hostTranslations]);
    expect(i18n.t("common.leavingConfirmMessage")).toBe(fr.common.leavingConfirmMessage);
  });

  it("a locale the host does not have falls back to en", async () => {
    const i18n = await createHostI18n("de", [hostTranslations]);
    expect(i18n.language).toBe("en");
    expect(i18n.t("host.errors.notFound.title")).toBe("Page not found");
  });

  it("a regional locale uses its language's strings", async () => {
    const i18n = await createHostI18n("fr-CA", [hostTranslations]);
    expect(i18n.t("host.errors.notFound.title")).toBe("Page introuvable");
  });

  it("theme translations are merged on top of the host's, key by key", async () => {
    const theme = { translations: { en: { host: { errors: { home: "Back to the shop" } } } } };
    const i18n = await createHostI18n("en", [hostTranslations, themeTranslations(theme)]);
    expect(i18n.t("host.errors.home")).toBe("Back to the shop");
    expect(i18n.t("host.errors.notFound.title")).toBe("Page not found");
  });

  it("a theme script's strings override the default theme's", async () => {
    const base = { translations: { en: { "home.title": "Welcome" } } };
    const script = { translations: { en: { "home.title": "Hello" } } };
    const i18n = await createHostI18n("en", [
      hostTranslations,
      themeTranslations(base),
      themeTranslations(script),
    ]);
    expect(i18n.t("home.title")).toBe("Hello");
  });
});
