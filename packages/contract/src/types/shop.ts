import * as z from "zod/mini";
import type { HomeSection, TemplateSection } from "../theme-sections/section-schema";
import type { ThemeSettingsSchema } from "../theme-settings/settings-schema";
import type { ShopAnalyticsSettings } from "./analytics";
import type { DateFormat } from "./date-format";
import type { MembershipSettings } from "./membership";
import type { MoneyFormat } from "./money-format";

export type TextTransform = "none" | "uppercase" | "lowercase" | "capitalize";

/**
 * One of the shop's colour schemes (spec §3), which sections are shown in. `text_color` and
 * `background_color` are the spec's; the other colours are optional on the wire, so settings
 * saved before they existed keep working: an absent one is derived (the SDK's
 * `deriveSchemeColors`: button = text, button text = background, accent = text, border = 35 %
 * of the text in the background). Checked by `colorSchemesProblems`.
 */
export interface ColorScheme {
  /** Letters, digits, `-`, `_`: stable, named in CSS variables and in sections' settings. */
  id: string;
  /** What the owner calls it ("Sale banner"); absent in older settings (shown as "Scheme {n}"). */
  name?: string;
  text_color: string;
  background_color: string;
  /** Links and highlights. */
  accent_color?: string;
  button_color?: string;
  button_text_color?: string;
  /** Lines around inputs, cards and between rows. */
  border_color?: string;
}

/** Theme settings as the shop owner edits them in the customizer (spec §3). */
export interface ThemeSettings {
  body_font: string;
  body_text_transform: TextTransform;
  heading_font: string;
  heading_text_transform: TextTransform;
  /** Page width in px. */
  page_width: number;
  /** Desktop spacing between sections, px. */
  spacing_sections: number;
  spacing_grid_horizontal: number;
  spacing_grid_vertical: number;
  logo_width: number;
  button_border_radius: number;
  input_border_radius: number;
  image_border_radius: number;
  change_product_image_background: boolean;
  product_image_background: string;
  loading_indicator_color: string;
  random_colors: string[];
  color_schemes: ColorScheme[];
  /** The home page's sections in order; a theme shows its own default list when absent. */
  home_sections?: HomeSection[];
  /**
   * Every other page's sections, by template name (`product`, `product.preorder`); a page the
   * owner has not arranged shows its theme's default.
   */
  templates?: Record<string, TemplateSection[]>;
}

export interface ShopTheme {
  /** `default` (bundled in the host) or one of the shop's published themes. */
  handle: string;
  settings: ThemeSettings;
  /** The live published version of `handle`; `null` for the default theme and in a preview. */
  version: number | null;
  /** Absolute address of the ES module the host imports; `null` for the default theme. */
  script: string | null;
  /** Absolute addresses of the stylesheets the page head links, in order. */
  styles: string[];
  /** The creator's dev server this browser previews instead of the live theme, else `null`. */
  preview: ThemePreview | null;
  /**
   * The live version's own settings groups (its manifest's), beside the spec's that every theme
   * has: what the page's `--vt-setting-*` variables and the customizer's panel are made from.
   * Empty for the default theme, and in a preview (the dev build's are known to the browser only).
   */
  settingsSchema: ThemeSettingsSchema;
}

/**
 * A theme under development shown to its creator's browser only (the preview cookie): the dev
 * server serves the current build at `{origin}/theme.js` and `{origin}/theme.css`, and sends
 * `event: change` with `data: {"version": n}` on `{origin}/events` after each rebuild.
 */
export interface ThemePreview {
  origin: string;
}

export interface Shop {
  id: string;
  name: string;
  description: string;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
  isComingSoon: boolean;
  /** The shop's own origin, e.g. `http://demo.localhost:3000`. */
  baseUri: string;
  /** BCP 47 tag, e.g. `en` or `fr`. */
  locale: string;
  logoUrl: string | null;
  theme: ShopTheme;
  analytics: ShopAnalyticsSettings;
  /**
   * The alt texts the owner wrote for the media library images the shop's settings use, by
   * address (`/media/{id}`); an image without one is absent. Read with `useImageAlt(url)`.
   */
  mediaAlts?: Record<string, string>;
}

export type ShopErrorStatus = "SHOP_NOT_FOUND" | "SHOP_BLOCKED" | "SHOP_THEME_MISSING";

/** The shop's Twitch channel: whether it streams now and whether viewers may gift products. */
export const twitchState = z.object({
  isLive: z.boolean(),
  giftable: z.boolean(),
  channelName: z.string(),
});
export type TwitchState = z.output<typeof twitchState>;

/** Flags the platform sets for the page (spec §2). */
export interface AppConfig {
  showAdminBar: boolean;
  /** The only origin the customizer bridge accepts messages from. */
  customizerOrigin: string;
}

/** API bases and hosts a storefront instance talks to. */
export interface StorefrontEndpoints {
  gatewayBase: string;
  storefrontApiBase: string;
  membershipBase: string;
  creatorSiteBase: string;
  assetsHost: string;
  imageHost: string;
}

/**
 * The initial-state block the server embeds in every page as
 * `<script type="application/json" id="vitrine-state">`.
 * `error` is set instead of `shop` when the shop cannot be served.
 */
export interface InitialState {
  shop: Shop | null;
  membershipSettings: MembershipSettings | null;
  twitch: TwitchState | null;
  app: AppConfig;
  endpoints: StorefrontEndpoints;
  error: { status: ShopErrorStatus; message: string } | null;
  /**
   * How the shop's locale writes its currency, added by the host server to the page it sends: the
   * browser then formats prices without `Intl` (`formatMoney`). Absent where the server could not
   * work one out; `formatMoney` then uses `Intl`.
   */
  moneyFormats?: MoneyFormat[];
  /** How the shop's locale writes a date, for `formatDate`, as `moneyFormats` is for prices. */
  dateFormats?: DateFormat[];
  /**
   * Set by the host server on a page it rendered for no one (a route the record shares): the
   * browser hydrates it as anyone's page, then loads the visitor's cart and profile.
   */
  sharedPage?: boolean;
}
