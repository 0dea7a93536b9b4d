import {
  DEFAULT_THEME_SECTIONS,
  type DevManifest,
  type ThemePreviewDraft,
  type ThemeSettings,
  type ThemeSettingsState,
  themeSettingsSchema,
} from "@vitrine/contract";
import { isApiError, type Storefront } from "@vitrine/sdk";
import { describe, expect, it, vi } from "vitest";
import { devPreviewSettingsService, previewState } from "./settings-service-dev-preview";

const owner = { id: "u1", email: "owner@example.com" };
const published = { page_width: 1200 } as unknown as ThemeSettings;
const shop: ThemeSettingsState = {
  handle: "default",
  version: null,
  live: true,
  schema: themeSettingsSchema(),
  sections: DEFAULT_THEME_SECTIONS,
  revision: 7,
  published: { version: 4, settings: published, publishedAt: null, publishedBy: owner },
  draft: { settings: published, savedAt: "2026-11-24T14:02:00.000Z", savedBy: owner },
};
const tagline = {
  id: "studio",
  label: "Studio",
  settings: [{ type: "text", id: "studio_tagline", label: "Tagline", default: "Made slowly" }],
};
const manifest = { handle: "studio", settings: [tagline], sections: null } as DevManifest;
const none: ThemePreviewDraft = {
  origin: "http://127.0.0.1:5174",
  handle: "studio",
  settings: null,
  savedAt: null,
};

describe("previewState", () => {
  it("is the dev build's schema with the shop's values, a new setting at its default, and the preview's own draft", () => {
    const state = previewState(shop, manifest, none);
    expect(state).toMatchObject({ handle: "studio", version: null, live: true, revision: 7 });
    expect(state.schema.at(-1)?.id).toBe("studio");
    expect(state.sections.types).toEqual([]);
    expect(state.published.settings).toMatchObject({
      page_width: 1200,
      studio_tagline: "Made slowly",
    });
    // The shop's own draft is not the preview's.
    expect(state.draft).toBeNull();
    const tried = { ...published, studio_tagline: "Try me" } as ThemeSettings;
    const saved = previewState(shop, manifest, {
      ...none,
      settings: tried,
      savedAt: "2026-11-28T10:00:00.000Z",
    });
    expect(saved.draft?.settings).toEqual(tried);
  });
});

describe("the settings service of a theme under development", () => {
  const open = (answer: unknown = manifest) => {
    const themeSettings = {
      get: vi.fn(async () => shop),
      getPreviewDraft: vi.fn(async () => none),
      savePreviewDraft: vi.fn(async ({ settings }: { settings: ThemeSettings | null }) => ({
        ...none,
        settings,
        savedAt: settings === null ? null : "2026-11-28T10:00:00.000Z",
      })),
      publish: vi.fn(),
    };
    const fetcher = vi.fn(async () => Response.json(answer));
    const storefront = { api: { themeSettings } } as unknown as Pick<Storefront, "api">;
    const service = devPreviewSettingsService(
      storefront,
      none.origin,
      "Not from a preview.",
      fetcher,
    );
    return { service, themeSettings, fetcher };
  };

  it("reads the dev server's manifest, and saves to the preview's draft, never the shop's", async () => {
    const { service, themeSettings, fetcher } = open();
    expect((await service.load()).handle).toBe("studio");
    expect(fetcher).toHaveBeenCalledWith("http://127.0.0.1:5174/manifest.json");
    const tried = { ...published, studio_tagline: "Try me" } as ThemeSettings;
    const saved = await service.saveDraft({ settings: tried, baseRevision: 7 });
    expect(saved.draft?.settings).toEqual(tried);
    expect(themeSettings.savePreviewDraft).toHaveBeenCalledWith({ settings: tried });
    expect((await service.discardDraft(7)).draft).toBeNull();
  });

  it("refuses to publish, restore or schedule, saying why", async () => {
    const { service, themeSettings } = open();
    for (const refused of [
      service.publish({ settings: published, baseRevision: 7 }),
      service.restore({ version: 3, baseRevision: 7 }),
      service.schedule({ settings: published, baseRevision: 7, publishAt: "2099-01-01T00:00:00Z" }),
    ]) {
      const failure = await refused.catch((error: unknown) => error);
      expect(isApiError(failure) && failure.message).toBe("Not from a preview.");
    }
    expect(themeSettings.publish).not.toHaveBeenCalled();
  });

  it("does not open on a manifest the contract's checks refuse", async () => {
    const { service } = open({ handle: "Studio!", settings: [], sections: null });
    await expect(service.load()).rejects.toThrow("handle: must be a theme handle");
  });
});
