import {
  DEV_MANIFEST_PATH,
  type DevManifest,
  devManifestOf,
  settingsDefaults,
  type ThemePreviewDraft,
  type ThemeSettings,
  type ThemeSettingsState,
  themeSettingsSchema,
} from "@vitrine/contract";
import { ApiError, type Storefront } from "@vitrine/sdk";
import { type SettingsService, storefrontSettingsService } from "./settings-service";

/**
 * The customizer's state for a theme under development: the dev build's schema (the spec's
 * groups, then its own) and sections, the shop's published values with the dev schema's defaults
 * under them (a setting the live theme lacks starts at its default, not empty), and the
 * preview's own draft. `live` stays true: the editor treats it as the theme on show, and nothing
 * of it is published.
 *
 * @example
 * previewState(shop, { handle: "studio", settings: [tagline], sections: null }, { settings: null, … })
 * // → { handle: "studio", version: null, schema: [...spec groups, tagline], published: { settings: { ...shop's, studio_tagline: "Made slowly" } }, draft: null, … }
 */
export function previewState(
  shop: ThemeSettingsState,
  manifest: DevManifest,
  draft: ThemePreviewDraft,
): ThemeSettingsState {
  const schema = themeSettingsSchema(manifest.settings);
  const settings = {
    ...(settingsDefaults(schema) as unknown as ThemeSettings),
    ...shop.published.settings,
  };
  const author = shop.published.publishedBy ?? shop.draft?.savedBy ?? { id: "", email: "" };
  return {
    ...shop,
    handle: manifest.handle,
    version: null,
    live: true,
    schema,
    sections: manifest.sections ?? { types: [], home: [] },
    published: { ...shop.published, settings },
    draft:
      draft.settings === null || draft.savedAt === null
        ? null
        : { settings: draft.settings, savedAt: draft.savedAt, savedBy: author },
  };
}

/** The dev server's manifest, checked (`devManifestOf`): it is the developer's code that answers. */
async function devManifest(origin: string, fetcher: typeof fetch): Promise<DevManifest> {
  const response = await fetcher(`${origin}${DEV_MANIFEST_PATH}`);
  if (!response.ok) throw new Error(`${origin}${DEV_MANIFEST_PATH} answered ${response.status}`);
  const checked = devManifestOf(await response.json());
  if (checked.manifest === undefined) {
    throw new Error(`The theme under development describes itself wrongly: ${checked.problem}`);
  }
  return checked.manifest;
}

/**
 * The settings service while this browser previews a theme under development (`vitrine theme
 * dev` at `origin`): the panel is built from the dev build's manifest, and a save keeps the values
 * as this preview's draft (`savePreviewDraft`), never the shop's. Publishing, restoring and
 * scheduling are refused with `refusal` (the owner's language): nothing tried here reaches the
 * live shop. The rest (versions, themes, collections) is the shop's, read-only here.
 */
export function devPreviewSettingsService(
  storefront: Pick<Storefront, "api">,
  origin: string,
  refusal: string,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): SettingsService {
  const shop = storefrontSettingsService(storefront);
  const calls = storefront.api.themeSettings;
  const state = async (draft?: ThemePreviewDraft) => {
    const [live, manifest, saved] = await Promise.all([
      shop.load(),
      devManifest(origin, fetcher),
      draft ?? calls.getPreviewDraft(),
    ]);
    return previewState(live, manifest, saved);
  };
  const refuse = async (): Promise<never> => {
    throw new ApiError(refusal, {
      statusCode: 400,
      statusMessage: "Bad Request",
      data: { code: "PREVIEW_ONLY", message: refusal },
    });
  };
  return {
    ...shop,
    load: () => state(),
    saveDraft: async ({ settings }) => state(await calls.savePreviewDraft({ settings })),
    discardDraft: async () => state(await calls.savePreviewDraft({ settings: null })),
    publish: refuse,
    restore: refuse,
    schedule: refuse,
  };
}
