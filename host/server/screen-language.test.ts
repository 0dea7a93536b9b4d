import { describe, expect, it } from "vitest";
import { screenLanguage, shopErrorTitle } from "./screen-language";

describe("the language of a page without a shop", () => {
  it.each([
    ["fr", "fr"],
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr"],
    ["de-DE, en;q=0.5, fr;q=0.7", "fr"],
    ["en-GB,fr;q=0.9", "en"],
    ["fr;q=0, en", "en"],
    ["de, es", "en"],
    ["", "en"],
    [undefined, "en"],
  ])("Accept-Language %s is %s", (header, language) => {
    expect(screenLanguage(header)).toBe(language);
  });

  it("titles the page as its screen's heading, in that language", () => {
    expect(shopErrorTitle("SHOP_NOT_FOUND", "fr")).toBe("Boutique introuvable");
    expect(shopErrorTitle("SHOP_BLOCKED", "en")).toBe("This shop is unavailable");
    expect(shopErrorTitle("SHOP_ON_FIRE", "fr")).toBe("Une erreur est survenue");
  });
});
