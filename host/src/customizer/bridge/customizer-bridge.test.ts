import { afterEach, describe, expect, it, vi } from "vitest";
import { storefrontFixture } from "../../testing/storefront-fixture";
import { applyThemeSettings, startCustomizerBridge } from "./customizer-bridge";

const customizerOrigin = "http://admin.localhost:3000";

function send(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent("message", { data, origin }));
}

function bridge() {
  const apply = vi.fn();
  const parent = { postMessage: vi.fn() };
  const stop = startCustomizerBridge({ window, parent, document, customizerOrigin, apply });
  stops.push(stop);
  return { apply, parent };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("customizer bridge", () => {
  it("applies theme settings sent from the customizer origin", () => {
    const { apply } = bridge();
    send({ type: "vitrine:theme-settings", settings: { page_width: 1600 } }, customizerOrigin);
    expect(apply).toHaveBeenCalledWith({ page_width: 1600 });
  });

  it("ignores a message from another origin", () => {
    const { apply } = bridge();
    send({ type: "vitrine:theme-settings", settings: { page_width: 1600 } }, "http://evil.test");
    send({ type: "vitrine:theme-settings", settings: { page_width: 1600 } }, "");
    expect(apply).not.toHaveBeenCalled();
  });

  it("ignores a message of another shape", () => {
    const { apply } = bridge();
    send({ type: "vitrine:theme-settings", settings: "page_width=1600" }, customizerOrigin);
    send({ type: "other", settings: {} }, customizerOrigin);
    send("vitrine:theme-settings", customizerOrigin);
    expect(apply).not.toHaveBeenCalled();
  });

  it("tells the parent it is ready, addressed to the customizer origin only", () => {
    const { parent } = bridge();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: "vitrine:ready" }, customizerOrigin);
  });

  it("refuses to start without an exact customizer origin (never '*')", () => {
    const apply = vi.fn();
    const parent = { postMessage: vi.fn() };
    expect(() =>
      startCustomizerBridge({ window, parent, document, customizerOrigin: "*", apply }),
    ).toThrow(TypeError);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe("live theme settings", () => {
  it("a settings update restyles the page through CSS variables, without a reload", () => {
    const storefront = storefrontFixture();
    const root = document.createElement("html");
    applyThemeSettings(root, storefront.stores.shop, { page_width: 1600 });
    expect(root.style.getPropertyValue("--vt-page-width")).toBe("100rem");
    expect(root.style.getPropertyValue("--vt-page-side-margin")).toBe("2rem");
    expect(storefront.stores.shop.state.shop?.theme.settings.page_width).toBe(1600);
  });

  it("a font just picked is declared at once, from the build's files, and used by the variables", () => {
    const storefront = storefrontFixture();
    const root = document.documentElement;
    const files = { "lora-latin-wght-normal.woff2": "/assets/lora-latin-wght-normal-h4sh.woff2" };
    applyThemeSettings(root, storefront.stores.shop, { heading_font: "Lora" }, files);
    const style = document.head.querySelector('style[data-vitrine-font="Lora"]');
    expect(style?.textContent).toContain('url("/assets/lora-latin-wght-normal-h4sh.woff2")');
    expect(root.style.getPropertyValue("--vt-heading-font-family")).toMatch(/^"Lora", ui-serif,/);
    style?.remove();
  });
});
