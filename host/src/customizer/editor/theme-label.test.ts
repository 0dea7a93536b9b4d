import { describe, expect, it } from "vitest";
import { customizerTranslations } from "../../i18n/customizer-translations";
import { createHostI18n } from "../../i18n/host-i18n";
import { english } from "./render-in-english";
import { themeLabel } from "./theme-label";

describe("a theme's name", () => {
  it("names a version by its handle and number, and the bundled theme in words", () => {
    expect(themeLabel(english.t, { handle: "minimal", version: 2 })).toBe("minimal v2");
    expect(themeLabel(english.t, { handle: "default", version: null })).toBe("the default theme");
  });

  it("is said in the shop's language", async () => {
    const french = await createHostI18n("fr", [customizerTranslations]);
    expect(themeLabel(french.t, { handle: "default", version: null })).toBe("le thème default");
  });
});
