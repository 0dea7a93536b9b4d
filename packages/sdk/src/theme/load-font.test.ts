// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fontFaceRules } from "./font-faces";
import { FONT_STYLE_ATTRIBUTE, loadFont } from "./load-font";

const FILES = { "lora-latin-wght-normal.woff2": "/assets/lora-wght.woff2" };

function fontStyles(): Array<[string | null, string | null]> {
  return [...document.head.querySelectorAll(`style[${FONT_STYLE_ATTRIBUTE}]`)].map((style) => [
    style.getAttribute(FONT_STYLE_ATTRIBUTE),
    style.textContent,
  ]);
}

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(document, "fonts");
});

describe("loadFont", () => {
  it("adds the family's @font-face rules to the head, as the server writes them", async () => {
    await loadFont("Lora", FILES);
    expect(fontStyles()).toEqual([["Lora", fontFaceRules("Lora", FILES)]]);
  });

  it("adds them once, however often it is called, and not over the server's", async () => {
    await loadFont("Lora", FILES);
    await loadFont("Lora", FILES);
    expect(fontStyles()).toHaveLength(1);
  });

  it("asks the browser for every weight and resolves when they are loaded", async () => {
    const load = vi.fn(async () => []);
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    await loadFont("Lora", FILES);
    expect(load.mock.calls).toEqual([['400 1em "Lora"'], ['600 1em "Lora"'], ['700 1em "Lora"']]);
  });

  it("adds nothing for a system family", async () => {
    await loadFont("system-ui", FILES);
    expect(fontStyles()).toEqual([]);
  });

  it("warns and adds nothing for a family outside the list", async () => {
    const warnings: string[] = [];
    await loadFont("Papyrus", FILES, { onWarning: (message) => warnings.push(message) });
    expect(fontStyles()).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('"Papyrus" is not supported')]);
  });
});
