import { type InitialState, parseThemeRef, type StorefrontEndpoints } from "@vitrine/contract";
import type { CookieJar } from "./cookies/cookie-jar";
import type { PageVisibility } from "./stores/page-visibility";

/** The `fetch` the SDK calls; inject one for tests, server rendering or an instrumented client. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface NavigateOptions {
  /**
   * Take the current page's place in the history instead of adding an entry: for a page that
   * only sends the visitor on (a checkout opened at a later step), so Back does not return to it.
   */
  replace?: boolean;
}

/** What `createStorefront` takes. */
export interface StorefrontConfig {
  shopId: string;
  endpoints: StorefrontEndpoints;
  /** BCP 47 tag of the shop, e.g. `en` or `fr`; `en` when absent. */
  locale?: string;
  /** ISO 4217 code of the shop's prices, e.g. `USD`; the initial state's shop's when absent. */
  currency?: string;
  /** The page runs inside the theme customizer (`?customizing`). */
  customizing?: boolean;
  /**
   * The theme the customizer's frame shows instead of the live one (`?theme=handle@version` or
   * `default`, see `THEME_CHOICE_QUERY`): kept in every address beside `customizing`, so a reload
   * or a page opened from a link shows it again. Ignored outside customizing or when malformed.
   */
  customizingTheme?: string | null;
  /** The page previews an unpublished theme (`?previewing`). */
  previewing?: boolean;
  /** Where the auth and cart tokens live; the browser's cookies when `document` exists, else memory. */
  cookies?: CookieJar;
  fetch?: FetchLike;
  /**
   * The shop, membership settings, app flags and Twitch state the stores start from, and the money
   * and date formats `formatMoney` and `formatDate` write with.
   */
  initialState?: Pick<
    InitialState,
    "shop" | "membershipSettings" | "app" | "twitch" | "moneyFormats" | "dateFormats"
  >;
  /**
   * How the stores and pages change page (to login after a logout, say); `location.assign` by
   * default, `location.replace` for `{ replace: true }`.
   */
  navigate?: (path: string, options?: NavigateOptions) => void;
  /** The app error handler a start-up error is passed to. */
  onError?: (error: unknown) => void;
  /** Whether the page is on screen, for the direct-message poll; the document's by default. */
  visibility?: PageVisibility;
}

/** The validated, frozen configuration an instance exposes as `storefront.config`. */
export interface ResolvedStorefrontConfig {
  readonly shopId: string;
  readonly endpoints: Readonly<StorefrontEndpoints>;
  readonly locale: string;
  /**
   * The shop's currency (`USD`), or null when neither the config nor the initial state says:
   * with `locale`, what `formats.money(amount, config)` writes prices in.
   */
  readonly currency: string | null;
  readonly customizing: boolean;
  /** A well-formed `handle@version` or `default` while customizing, else null. */
  readonly customizingTheme: string | null;
  readonly previewing: boolean;
}

const ENDPOINT_KEYS = [
  "gatewayBase",
  "storefrontApiBase",
  "membershipBase",
  "creatorSiteBase",
  "assetsHost",
  "imageHost",
] as const satisfies ReadonlyArray<keyof StorefrontEndpoints>;

/**
 * Checks the config and fills defaults, so a typo fails at start-up rather than as a request to
 * a wrong address. Endpoints are absolute http(s) URLs or same-origin paths; trailing slashes go.
 *
 * @example
 * resolveStorefrontConfig({ shopId: "s1", endpoints: { gatewayBase: "https://api.test/", … } })
 * // → { shopId: "s1", endpoints: { gatewayBase: "https://api.test", … }, locale: "en",
 * //     currency: null, customizing: false, customizingTheme: null, previewing: false }
 */
export function resolveStorefrontConfig(config: StorefrontConfig): ResolvedStorefrontConfig {
  if (typeof config.shopId !== "string" || config.shopId.trim() === "") {
    throw new TypeError("Storefront config: `shopId` must be a non-empty string");
  }
  const endpoints = {} as StorefrontEndpoints;
  for (const key of ENDPOINT_KEYS) {
    endpoints[key] = resolveEndpoint(key, config.endpoints?.[key]);
  }
  return Object.freeze({
    shopId: config.shopId,
    endpoints: Object.freeze(endpoints),
    locale: config.locale || "en",
    currency: config.currency ?? config.initialState?.shop?.currency ?? null,
    customizing: config.customizing === true,
    customizingTheme:
      config.customizing === true && parseThemeRef(config.customizingTheme) !== null
        ? (config.customizingTheme ?? null)
        : null,
    previewing: config.previewing === true,
  });
}

function resolveEndpoint(key: string, value: unknown): string {
  if (typeof value === "string") {
    const trimmed = value.replace(/\/+$/, "");
    if (isSameOriginPath(value) || isHttpUrl(trimmed)) return trimmed;
  }
  throw new TypeError(
    `Storefront config: \`endpoints.${key}\` must be an absolute http(s) URL or a path starting with "/", got ${JSON.stringify(value)}`,
  );
}

function isSameOriginPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
