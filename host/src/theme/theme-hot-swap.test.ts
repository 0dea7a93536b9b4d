import { bundledTranslations } from "@vitrine/sdk/host";
import { defineTheme, type PageProps, type ThemeDefinition } from "@vitrine/sdk/react";
import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
// Loaded up front, as the browser has it once a first theme script was checked: each swap below
// then settles in the few ticks `settled` waits.
import "./check-theme-schema";
import { createDevServerStatus } from "./dev-server-status";
import { mergeThemes } from "./merge-themes";
import { type ChangeStream, rebuiltVersion, startThemeHotSwap } from "./theme-hot-swap";
import { createThemeStore } from "./theme-store";

const DefaultHome = (_: PageProps<"home">) => null;
const DefaultCart = (_: PageProps<"cart">) => null;
const base = defineTheme({
  handle: "default",
  pages: { home: DefaultHome, cart: DefaultCart },
  translations: { en: { greeting: "Hello" } },
});

/** A rebuild of the previewed theme: its own home page and greeting. */
function build(greeting: string, handle = "studio"): ThemeDefinition {
  const Home = (_: PageProps<"home">) => null;
  return defineTheme({ handle, pages: { home: Home }, translations: { en: { greeting } } });
}

/** A dev server's event stream the test drives by hand. */
function fakeStream() {
  const listeners: Array<{ type: string; listener: (event: { data?: unknown }) => void }> = [];
  const stream: ChangeStream & { closed: boolean } = {
    closed: false,
    addEventListener: (type, listener) => listeners.push({ type, listener }),
    close() {
      stream.closed = true;
    },
  };
  const send = (data: string, type = "change") => {
    for (const entry of listeners) if (entry.type === type) entry.listener({ data });
  };
  return { stream, send };
}

async function setUp(modules: Record<string, ThemeDefinition | Promise<ThemeDefinition>>) {
  document.head.innerHTML =
    '<link rel="stylesheet" href="http://127.0.0.1:5174/theme.css" data-vitrine-theme-style>';
  const first = build("Hi");
  const themes = createThemeStore(mergeThemes(base, first));
  const i18n = createInstance();
  await i18n.init({ lng: "en", resources: { en: { translation: { greeting: "Hi" } } } });
  const { stream, send } = fakeStream();
  const opened: string[] = [];
  const imported: string[] = [];
  const onError = vi.fn();
  const status = createDevServerStatus();
  const stop = startThemeHotSwap({
    status,
    origin: "http://127.0.0.1:5174",
    handle: "studio",
    doc: document,
    themes,
    defaultTheme: base,
    i18n,
    locale: "en",
    baseTranslations: [bundledTranslations(base.translations)],
    translationsOf: (theme) => bundledTranslations(theme.translations),
    onError,
    openStream: (url) => {
      opened.push(url);
      return stream;
    },
    importModule: async (url) => {
      imported.push(url);
      return { default: await modules[url] };
    },
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { themes, i18n, send, opened, imported, onError, stop, stream, settled, status };
}

describe("a preview following the dev server", () => {
  it("shows a build's problems until the next good build, and whether the dev server answers", async () => {
    const { send, status } = await setUp({ "http://127.0.0.1:5174/theme.js?v=2": build("Two") });
    const problem = {
      rule: "typecheck",
      message: "TS2345: …",
      file: "src/home.tsx",
      line: 4,
      column: 9,
    };
    send(JSON.stringify({ problems: [problem, { rule: "<script>", message: "x" }] }), "problem");
    expect(status.get().problems).toEqual([problem]);
    send('{"version":2}');
    expect(status.get().problems).toEqual([]);
    send("", "error");
    expect(status.get().reachable).toBe(false);
    send("", "open");
    expect(status.get().reachable).toBe(true);
  });

  it("listens to {origin}/events", async () => {
    const { opened } = await setUp({});
    expect(opened).toEqual(["http://127.0.0.1:5174/events"]);
  });

  it("on a change, swaps pages, strings and stylesheet to that version, keeping the default theme's other pages", async () => {
    const rebuilt = build("Howdy");
    const { themes, i18n, send, imported, onError, settled } = await setUp({
      "http://127.0.0.1:5174/theme.js?v=2": rebuilt,
    });
    send('{"version":2}');
    await settled();
    await settled();
    expect(onError).not.toHaveBeenCalled();
    expect(imported).toEqual(["http://127.0.0.1:5174/theme.js?v=2"]);
    expect(themes.get().pages.home).toBe(rebuilt.pages.home);
    expect(themes.get().pages.cart).toBe(DefaultCart);
    expect(i18n.t("greeting")).toBe("Howdy");
    expect(document.querySelector("link[data-vitrine-theme-style]")?.getAttribute("href")).toBe(
      "http://127.0.0.1:5174/theme.css?v=2",
    );
  });

  it("keeps the last good theme when a rebuild is another theme or fails, and reports it", async () => {
    const { themes, send, onError, settled } = await setUp({
      "http://127.0.0.1:5174/theme.js?v=3": build("Other", "other"),
      "http://127.0.0.1:5174/theme.js?v=4": Promise.reject(new TypeError("Failed to fetch")),
    });
    const before = themes.get();
    send('{"version":3}');
    send('{"version":4}');
    await settled();
    await settled();
    expect(onError).toHaveBeenCalledTimes(2);
    expect(themes.get()).toBe(before);
  });

  it("drops a slow rebuild that lands after a newer one", async () => {
    let finishSlow: (theme: ThemeDefinition) => void = () => {};
    const slow = new Promise<ThemeDefinition>((resolve) => {
      finishSlow = resolve;
    });
    const newer = build("Newer");
    const { themes, send, settled } = await setUp({
      "http://127.0.0.1:5174/theme.js?v=5": slow,
      "http://127.0.0.1:5174/theme.js?v=6": newer,
    });
    send('{"version":5}');
    send('{"version":6}');
    await settled();
    finishSlow(build("Older"));
    await settled();
    await settled();
    expect(themes.get().pages.home).toBe(newer.pages.home);
  });

  it("ignores events that name no version, and stops listening on stop()", async () => {
    const { send, imported, stop, stream, settled } = await setUp({});
    send("reload");
    send('{"version":"7"}');
    await settled();
    expect(imported).toEqual([]);
    stop();
    expect(stream.closed).toBe(true);
  });
});

describe("rebuiltVersion", () => {
  it.each([
    ['{"version":3}', 3],
    ['{"version":0}', 0],
    ['{"version":-1}', null],
    ['{"version":1.5}', null],
    ["null", null],
    ["not json", null],
  ])("%s → %s", (data, expected) => {
    expect(rebuiltVersion(data)).toBe(expected);
  });
});
