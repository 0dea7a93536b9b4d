import {
  type AppConfig,
  type InitialState,
  parseThemeRef,
  type ShopErrorStatus,
  type ShopTheme,
  type StorefrontEndpoints,
  type ThemeManifest,
} from "@vitrine/contract";
import { libraryAlts } from "../assets/media-library-store";
import { mediaIdsIn } from "../assets/media-usage";
import type { ShopDatabase } from "../db/database";
import type { ThemeVersionKey } from "../themes/theme-file-store";
import { liveManifest, themeFileUrl, versionManifest } from "../themes/theme-versions";
import type { PageViewer, PreviewReader } from "./page-viewer";
import { findShopByHost } from "./shop-lookup";
import { toMembershipSettings, toShop } from "./shop-mappers";

/** Tells whether a token is a live session of a creator of the shop: the shop's owner. */
export type OwnerCheck = (shopId: string, authToken: string) => Promise<boolean>;

export interface InitialStateOptions {
  /** `http` unless the platform sits behind TLS. */
  protocol?: "http" | "https";
  /** API bases for a shop origin; by default every base is the shop's own origin. */
  endpoints?: (origin: string) => StorefrontEndpoints;
  app?: Partial<AppConfig>;
}

const DEFAULT_THEME_HANDLE = "default";

const ERROR_MESSAGES: Record<ShopErrorStatus, string> = {
  SHOP_NOT_FOUND: "This shop does not exist.",
  SHOP_BLOCKED: "This shop is not available.",
  SHOP_THEME_MISSING: "This shop's theme is missing.",
};

export function sameOriginEndpoints(origin: string): StorefrontEndpoints {
  return {
    gatewayBase: origin,
    storefrontApiBase: origin,
    membershipBase: origin,
    creatorSiteBase: origin,
    assetsHost: origin,
    imageHost: origin,
  };
}

/**
 * Builds `getInitialState(host, viewer)`: the initial-state block a page of `host` (a `Host`
 * header, port included) embeds; `error` names why the shop cannot be served. The admin bar
 * shows when the viewer's token is a creator session of that shop, and only then is the theme
 * the viewer asks for (`viewer.theme`) shown instead of the live one.
 */
export function createInitialStateReader(
  db: ShopDatabase,
  options: InitialStateOptions = {},
  isOwner: OwnerCheck = async () => false,
  readPreview: PreviewReader = async () => null,
) {
  const endpointsFor = options.endpoints ?? sameOriginEndpoints;

  return async function getInitialState(
    host: string,
    viewer: PageViewer = {},
  ): Promise<InitialState> {
    const origin = `${options.protocol ?? "http"}://${host.trim().toLowerCase()}`;
    // Each shop is customized on its own host (`/customize`): its storefront trusts that origin
    // alone, for frames and for settings messages, never one host shared by every shop.
    const app: AppConfig = {
      showAdminBar: false,
      customizerOrigin: origin,
      ...options.app,
    };
    const failed = (status: ShopErrorStatus): InitialState => ({
      shop: null,
      membershipSettings: null,
      twitch: null,
      app,
      endpoints: endpointsFor(origin),
      error: { status, message: ERROR_MESSAGES[status] },
    });

    const shop = await findShopByHost(db, host);
    if (!shop) return failed("SHOP_NOT_FOUND");
    if (shop.status === "BLOCKED") return failed("SHOP_BLOCKED");
    const endpoints = endpointsFor(origin);
    // The admin bar, and a theme other than the live one, are for the shop's owner: a creator of
    // this shop logged in on it.
    const owner = viewer.authToken !== undefined && (await isOwner(shop.id, viewer.authToken));
    const publishedTheme = (key: ThemeVersionKey, manifest: ThemeManifest): ShopTheme => ({
      handle: key.handle,
      settings: shop.theme_settings,
      version: key.version,
      script: themeFileUrl(endpoints.assetsHost, key, manifest.entry),
      styles: manifest.styles.map((path) => themeFileUrl(endpoints.assetsHost, key, path)),
      preview: null,
      settingsSchema: manifest.settings,
    });
    // The host's bundled theme: nothing to load, no stylesheet beyond the host's own.
    const bundledTheme: ShopTheme = {
      handle: DEFAULT_THEME_HANDLE,
      settings: shop.theme_settings,
      version: null,
      script: null,
      styles: [],
      preview: null,
      settingsSchema: [],
    };
    /** The owner's choice in the customizer, or null (a visitor's, or a version the shop lacks). */
    const chosenTheme = async (): Promise<ShopTheme | null> => {
      const choice = owner ? parseThemeRef(viewer.theme) : null;
      if (choice === null) return null;
      if (choice.version === null) return bundledTheme;
      const key = { shopId: shop.id, handle: choice.handle, version: choice.version };
      const manifest = await versionManifest(db, shop.id, key.handle, key.version);
      return manifest === null ? null : publishedTheme(key, manifest);
    };
    // The customizer's choice first (the owner asked for it on this very page), then the creator's
    // own browser previewing (the dev server's build, live or missing version aside), then live.
    const chosen = await chosenTheme();
    const preview = chosen === null ? await readPreview(shop.id, viewer) : null;
    let theme: ShopTheme;
    if (chosen !== null) {
      theme = chosen;
    } else if (preview !== null) {
      theme = {
        handle: preview.handle,
        settings: shop.theme_settings,
        version: null,
        script: `${preview.origin}/theme.js`,
        styles: [`${preview.origin}/theme.css`],
        preview: { origin: preview.origin },
        settingsSchema: [],
      };
    } else if (shop.theme_handle === DEFAULT_THEME_HANDLE) {
      theme = bundledTheme;
    } else {
      const manifest = await liveManifest(db, shop);
      if (manifest === null || shop.theme_handle === null || shop.theme_version === null) {
        return failed("SHOP_THEME_MISSING");
      }
      theme = publishedTheme(
        { shopId: shop.id, handle: shop.theme_handle, version: shop.theme_version },
        manifest,
      );
    }

    const tiers = await db
      .selectFrom("membership_tiers")
      .selectAll()
      .where("shop_id", "=", shop.id)
      .orderBy("position")
      .execute();
    // The alt texts of the library images its settings use; the owner's customizer may pick any.
    const mediaAlts = await libraryAlts(
      db,
      shop.id,
      owner ? "all" : mediaIdsIn(shop.theme_settings),
    );
    return {
      shop: { ...toShop(shop, origin, theme), mediaAlts },
      membershipSettings: toMembershipSettings(shop, tiers),
      twitch: shop.twitch,
      app: owner ? { ...app, showAdminBar: true } : app,
      endpoints,
      error: null,
    };
  };
}
