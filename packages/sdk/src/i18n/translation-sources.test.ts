import { describe, expect, it } from "vitest";
import { loadTranslations } from "./load-translations";
import { bundledTranslations, fetchedTranslations } from "./translation-sources";

describe("bundled translations", () => {
  it("answers messages given directly", async () => {
    await expect(bundledTranslations({ en: { a: "A" } })("en")).resolves.toEqual({ a: "A" });
  });

  it("loads a locale's module only when asked, reading its default export", async () => {
    let loads = 0;
    const source = bundledTranslations({
      fr: async () => {
        loads++;
        return { default: { a: "Á" } };
      },
    });
    expect(loads).toBe(0);
    await expect(source("fr")).resolves.toEqual({ a: "Á" });
    expect(loads).toBe(1);
  });

  it("loads a module once for every source that lists its loader, and again after a failure", async () => {
    let loads = 0;
    let fails = true;
    const fr = async () => {
      loads++;
      if (fails) throw new Error("offline");
      return { default: { a: "Á" } };
    };
    await expect(bundledTranslations({ fr })("fr")).rejects.toThrow("offline");
    fails = false;
    await expect(bundledTranslations({ fr })("fr")).resolves.toEqual({ a: "Á" });
    await expect(bundledTranslations({ fr })("fr")).resolves.toEqual({ a: "Á" });
    expect(loads).toBe(2);
  });

  it("has nothing for a locale it does not list, nor for inherited names", async () => {
    const source = bundledTranslations({ en: { a: "A" } });
    await expect(source("de")).resolves.toBeUndefined();
    await expect(source("constructor")).resolves.toBeUndefined();
  });
});

describe("fetched translations", () => {
  const files: Record<string, unknown> = {
    "/t/en.json": { a: "A", b: "B" },
    "/t/fr.json": { a: "Á" },
  };
  const fetch = async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname;
    if (path === "/t/broken.json") return new Response("oops", { status: 500 });
    const body = files[path];
    return body === undefined ? new Response("", { status: 404 }) : Response.json(body);
  };
  const source = fetchedTranslations(fetch, (locale) => `https://assets.test/t/${locale}.json`);

  it("answers the file of the locale", async () => {
    await expect(source("fr")).resolves.toEqual({ a: "Á" });
  });

  it("a 404 is a missing locale, so loading falls back to en", async () => {
    await expect(source("de")).resolves.toBeUndefined();
    await expect(loadTranslations("de", [source])).resolves.toEqual({
      locale: "en",
      messages: { a: "A", b: "B" },
    });
  });

  it("any other failure rejects", async () => {
    await expect(source("broken")).rejects.toThrow(/failed to load .*: 500/);
  });

  it("works with bundled messages first and the theme's over them", async () => {
    const bundled = bundledTranslations({ en: { a: "bundled", c: "C" } });
    await expect(loadTranslations("fr", [bundled, source])).resolves.toEqual({
      locale: "fr",
      messages: { a: "Á", b: "B", c: "C" },
    });
  });
});
