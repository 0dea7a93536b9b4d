import { cleanup, render, screen } from "@testing-library/react";
import { AUTH_TOKEN_COOKIE, type InitialState } from "@vitrine/contract";
import { createBrowserCookieJar } from "@vitrine/sdk";
import { serializeInitialState } from "@vitrine/sdk/host";
import { defineTheme, type ThemeDefinition } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialStateFixture } from "../testing/storefront-fixture";
import { type AppContainer, boot } from "./boot";

/** A page whose initial-state block holds `state` (none when `null`). */
function pageWith(state: InitialState | null): Document {
  const doc = document.implementation.createHTMLDocument("page");
  if (state !== null) {
    const block = doc.createElement("script");
    block.type = "application/json";
    block.id = "vitrine-state";
    block.textContent = serializeInitialState(state);
    doc.body.append(block);
  }
  return doc;
}

/** Boots the page and shows what boot rendered into its root. */
async function bootPage(
  doc: Document,
  defaultTheme: ThemeDefinition = defineTheme({ handle: "default" }),
) {
  const rendered: ReactNode[] = [];
  const root: AppContainer = {
    serverRendered: false,
    missingResource: false,
    render: (node) => rendered.push(node),
    hydrate: () => {
      throw new Error("a browser-rendered page is never hydrated");
    },
  };
  const onError = vi.fn();
  await boot({ doc, win: window, root, defaultTheme, onError });
  const screenShown = rendered.at(-1);
  if (screenShown === undefined) throw new Error("boot rendered nothing");
  render(screenShown);
  return { onError };
}

const shopless = (status: string): InitialState =>
  initialStateFixture({
    shop: null,
    error: { status: status as NonNullable<InitialState["error"]>["status"], message: "" },
  });

afterEach(cleanup);

describe("what a page that cannot start shows (spec §8)", () => {
  it("a shop status the screens know: that status's screen", async () => {
    const { onError } = await bootPage(pageWith(shopless("SHOP_BLOCKED")));
    expect(screen.getByRole("heading", { name: "This shop is unavailable" })).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  it("a shop status they do not know: the internal-error screen, reported", async () => {
    const { onError } = await bootPage(pageWith(shopless("SHOP_ON_FIRE")));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
  });

  it("no initial-state block: the internal-error screen, reported", async () => {
    const { onError } = await bootPage(pageWith(null));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
  });

  it("a start-up that fails after the shop is known: the internal-error screen", async () => {
    const failing = defineTheme({
      handle: "default",
      translations: { en: () => Promise.reject(new Error("translations unreachable")) },
    });
    await bootPage(pageWith(initialStateFixture()), failing);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  });
});

describe("the visitor's cookies at start-up", () => {
  it("a malformed auth cookie is removed: the visitor is a visitor, and it is not sent again", async () => {
    const cookies = createBrowserCookieJar(document);
    cookies.set(AUTH_TOKEN_COOKIE, "garbage", { path: "/" });
    cookies.set("other", "kept", { path: "/" });
    // Translations that fail end the start-up early, after the storefront was made.
    const failing = defineTheme({
      handle: "default",
      translations: { en: () => Promise.reject(new Error("translations unreachable")) },
    });
    await bootPage(pageWith(initialStateFixture()), failing);
    expect(cookies.get(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(cookies.get("other")).toBe("kept");
  });
});

describe("?customizing outside the customizer's frame", () => {
  it("sends the browser to the creator site's origin, before anything starts", async () => {
    const replace = vi.fn();
    const state = initialStateFixture();
    const win = {
      location: { search: "?customizing=true", origin: "http://demo.localhost:3000", replace },
      navigator: window.navigator,
    } as unknown as Window;
    Object.assign(win, { self: win, top: win });
    const root: AppContainer = {
      serverRendered: false,
      missingResource: false,
      render: vi.fn(),
      hydrate: vi.fn(),
    };
    await boot({
      doc: pageWith({
        ...state,
        endpoints: { ...state.endpoints, creatorSiteBase: "https://maya.example/site" },
      }),
      win,
      root,
      defaultTheme: defineTheme({ handle: "default" }),
      onError: vi.fn(),
    });
    expect(replace).toHaveBeenCalledWith("https://maya.example/");
    expect(root.render).not.toHaveBeenCalled();
  });
});
