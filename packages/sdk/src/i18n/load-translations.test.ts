import { describe, expect, it } from "vitest";
import { fallbackChain, loadTranslations, type TranslationSource } from "./load-translations";
import type { TranslationMessages } from "./merge-messages";

/** A source over fixed messages that records which locales were asked for. */
function source(byLocale: Record<string, TranslationMessages>) {
  const asked: string[] = [];
  const load: TranslationSource = async (locale) => {
    asked.push(locale);
    return byLocale[locale];
  };
  return Object.assign(load, { asked });
}

const en = { common: { add: "Add to cart", close: "Close" }, cart: { empty: "Empty" } };
const fr = { common: { add: "Ajouter au panier" } };

describe("translation loading, falling back to en", () => {
  it("merges the locale over en, key by key", async () => {
    await expect(loadTranslations("fr", [source({ en, fr })])).resolves.toEqual({
      locale: "fr",
      messages: { common: { add: "Ajouter au panier", close: "Close" }, cart: { empty: "Empty" } },
    });
  });

  it("a locale no source has falls back to en", async () => {
    await expect(loadTranslations("de", [source({ en, fr })])).resolves.toEqual({
      locale: "en",
      messages: en,
    });
  });

  it("a regional locale falls back to its language, then en", async () => {
    const result = await loadTranslations("fr-CA", [source({ en, fr })]);
    expect(result.locale).toBe("fr");
    expect(result.messages).toMatchObject({ common: { add: "Ajouter au panier", close: "Close" } });
  });

  it("en itself is asked for once", async () => {
    const bundled = source({ en });
    await loadTranslations("en", [bundled]);
    expect(bundled.asked).toEqual(["en"]);
  });

  it("later sources override earlier ones, so a theme can change the bundled text", async () => {
    const theme = source({ fr: { common: { add: "Je le veux" } } });
    const { messages } = await loadTranslations("fr", [source({ en, fr }), theme]);
    expect(messages).toMatchObject({ common: { add: "Je le veux", close: "Close" } });
  });

  it("a locale that is not a language tag is never asked for; en is", async () => {
    const bundled = source({ en });
    await expect(loadTranslations("../../etc/passwd", [bundled])).resolves.toMatchObject({
      locale: "en",
    });
    expect(bundled.asked).toEqual(["en"]);
  });

  it("fails clearly when not even en exists", async () => {
    await expect(loadTranslations("fr", [source({})])).rejects.toThrow(
      'No translations for "fr" nor for the fallback "en" in any source',
    );
  });

  it("a failing source rejects rather than passing for a missing locale", async () => {
    const broken: TranslationSource = async () => {
      throw new Error("network down");
    };
    await expect(loadTranslations("fr", [source({ en }), broken])).rejects.toThrow("network down");
  });

  it("refuses messages that are not text", async () => {
    const bad = source({ en: { common: { count: 3 } } as unknown as TranslationMessages });
    await expect(loadTranslations("en", [bad])).rejects.toThrow(
      'Translation "common.count" for "en" is not text',
    );
  });

  it("a __proto__ key in loaded messages cannot reach Object.prototype", async () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": "yes"}, "ok": "fine"}');
    const { messages } = await loadTranslations("en", [source({ en: hostile })]);
    expect(messages).toEqual({ ok: "fine" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
  });
});

describe("fallbackChain", () => {
  it.each([
    ["fr-CA", ["fr-CA", "fr", "en"]],
    ["fr", ["fr", "en"]],
    ["en", ["en"]],
    ["en-GB", ["en-GB", "en"]],
    ["", ["en"]],
    ["fr/../x", ["en"]],
  ])("%j tries %j", (locale, chain) => {
    expect(fallbackChain(locale)).toEqual(chain);
  });
});
