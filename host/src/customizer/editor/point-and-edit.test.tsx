import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import {
  DEFAULT_THEME_SECTIONS,
  settingsDefaults,
  type ThemeSettings,
  type ThemeSettingsState,
  themeSettingsSchema,
} from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CustomizePage } from "./customize-page";
import { renderInEnglish } from "./render-in-english";
import type { SettingsService } from "./settings-service";

afterEach(cleanup);

const schema = themeSettingsSchema();
const settings = {
  ...structuredClone(DEFAULT_THEME_SETTINGS),
  ...(settingsDefaults(schema) as Partial<ThemeSettings>),
} as ThemeSettings;
const owner = { id: "u1", email: "owner@example.com" };
const state: ThemeSettingsState = {
  handle: "default",
  version: null,
  live: true,
  schema,
  sections: DEFAULT_THEME_SECTIONS,
  revision: 1,
  published: { version: 1, settings, publishedAt: "2026-11-20T10:00:00Z", publishedBy: owner },
  draft: null,
};
const service: SettingsService = {
  load: async () => state,
  saveDraft: async () => state,
  discardDraft: async () => state,
  publish: async () => state,
  versions: async () => [],
  collections: async () => [],
  themes: async () => [],
  restore: async () => state,
  schedules: async () => [],
  schedule: async () => [],
  cancelSchedule: async () => [],
};

async function openPage() {
  renderInEnglish(<CustomizePage storefrontUrl="/?customizing" service={service} />);
  await screen.findByRole("form", { name: "Theme settings" });
  const frame = screen.getByTitle("Storefront preview") as HTMLIFrameElement;
  const frameWindow = frame.contentWindow as Window;
  const post = vi.spyOn(frameWindow, "postMessage");
  const fromFrame = (data: unknown, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, origin, source: frameWindow }));
    });
  return { post, fromFrame };
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const sent = (post: ReturnType<typeof vi.fn>, type: string) =>
  post.mock.calls.map(([message]) => message).filter((message) => message.type === type);

describe("point and edit, the editor's side", () => {
  it("tells the frame, once ready, each section type's label and how to select one", async () => {
    const { post, fromFrame } = await openPage();
    fromFrame({ type: "vitrine:ready" });
    const [labels] = sent(post, "vitrine:section-labels");
    expect(labels.labels).toMatchObject({ hero: "Hero", "product-grid": "Product grid" });
    expect(labels.selectHint).toBe("Press Enter to select it in the customizer's panel.");
    expect(post).toHaveBeenCalledWith(labels, window.location.origin);
  });

  it("a section picked in the frame opens in the panel, focused", async () => {
    const { post, fromFrame } = await openPage();
    fromFrame({ type: "vitrine:frame-selection", sectionId: "new-arrivals" });
    const row = button("Product grid");
    expect(row.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(row);
    // The frame already shows it: it is outlined, not scrolled to.
    expect(sent(post, "vitrine:panel-selection").at(-1)).toEqual({
      type: "vitrine:panel-selection",
      sectionId: "new-arrivals",
      scroll: false,
    });
  });

  it("a section opened in the panel is scrolled to in the frame", async () => {
    const { post } = await openPage();
    fireEvent.click(button("Hero"));
    expect(sent(post, "vitrine:panel-selection").at(-1)).toEqual({
      type: "vitrine:panel-selection",
      sectionId: "hero",
      scroll: true,
    });
  });

  it("a message from another origin, or not from the frame, is dropped", async () => {
    const { fromFrame } = await openPage();
    fromFrame({ type: "vitrine:frame-selection", sectionId: "hero" }, "http://evil.test");
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "vitrine:frame-selection", sectionId: "hero" },
          origin: window.location.origin,
        }),
      );
    });
    expect(button("Hero").getAttribute("aria-expanded")).toBe("false");
  });

  it("a heading typed in the frame is an edit: the panel's field shows it, Undo takes it back", async () => {
    const { post, fromFrame } = await openPage();
    fireEvent.click(button("Hero"));
    fromFrame({
      type: "vitrine:text-edit",
      template: "home",
      sectionId: "hero",
      blockId: null,
      settingId: "heading",
      value: `Spring\nsale ${"!".repeat(200)}`,
    });
    const field = screen.getByLabelText("Heading") as HTMLInputElement;
    expect(field.value).toBe(`Spring sale ${"!".repeat(108)}`);
    const settingsSent = sent(post, "vitrine:theme-settings").at(-1);
    expect(settingsSent.settings.home_sections[0].settings.heading).toBe(field.value);
    fireEvent.click(button("Undo"));
    expect((screen.getByLabelText("Heading") as HTMLInputElement).value).toBe("");
  });

  it("a text edit naming a setting that is not text changes nothing", async () => {
    const { fromFrame } = await openPage();
    fromFrame({
      type: "vitrine:text-edit",
      template: "home",
      sectionId: "hero",
      blockId: null,
      settingId: "color_scheme",
      value: "scheme-9",
    });
    expect(button("Undo").disabled).toBe(true);
  });
});

describe("the editor on a phone", () => {
  it("a segmented control shows the panel or the preview", async () => {
    await openPage();
    const main = screen.getByRole("main");
    expect(main.dataset.view).toBe("panel");
    expect(button("Settings").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(button("Shop preview"));
    expect(main.dataset.view).toBe("preview");
    expect(button("Shop preview").getAttribute("aria-pressed")).toBe("true");
    expect(button("Settings").getAttribute("aria-pressed")).toBe("false");
  });

  it("a section opened in the panel while the preview was hidden is scrolled to once it shows", async () => {
    const { post } = await openPage();
    fireEvent.click(button("Hero"));
    const before = sent(post, "vitrine:panel-selection").length;
    fireEvent.click(button("Shop preview"));
    expect(sent(post, "vitrine:panel-selection").slice(before)).toEqual([
      { type: "vitrine:panel-selection", sectionId: "hero", scroll: true },
    ]);
  });
});
