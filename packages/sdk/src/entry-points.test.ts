import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

/** Every module a file reaches through relative imports and the bare packages they import. */
function importGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(here, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier = ""] of source.matchAll(
      /(?:import|export)[^"']*?from\s+["']([^"']+)["']/g,
    )) {
      if (specifier.startsWith(".")) {
        const base = resolve(dirname(file), specifier);
        const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
        const found = candidates.find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (found) pending.push(found);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files, packages };
}

describe("entry points", () => {
  it.each(["index.ts", "host/index.ts"])("the vanilla entry %s never reaches React", (entry) => {
    const { packages, files } = importGraph(entry);
    expect(
      [...packages].filter(
        (name) => name === "react" || name.startsWith("react/") || name.startsWith("valtio/react"),
      ),
    ).toEqual([]);
    expect([...files].filter((file) => file.includes("/react/"))).toEqual([]);
  });

  it("the main and host entries share no name: each runtime name has one entry", async () => {
    const main = Object.keys(await import("./index"));
    const host = Object.keys(await import("./host/index"));
    expect(host.filter((name) => main.includes(name))).toEqual([]);
  });

  it("the vanilla entry exports no hook or component", async () => {
    const vanilla = await import("./index");
    expect(Object.keys(vanilla).filter((name) => /^use[A-Z]|Provider$/.test(name))).toEqual([]);
  });

  it("the vanilla entry exports", async () => {
    expect(Object.keys(await import("./index")).sort()).toMatchInlineSnapshot(`
      [
        "ANALYTICS_CONSENT_COOKIE",
        "ANALYTICS_EVENTS_PATH",
        "ANALYTICS_EVENT_NAMES",
        "AUTH_TOKEN_COOKIE",
        "AUTH_TOKEN_COOKIE_ATTRIBUTES",
        "ApiError",
        "BILLING_PAGE_SIZE",
        "BRIGHT_LUMINANCE_THRESHOLD",
        "CART_TOKEN_COOKIE",
        "CART_TOKEN_COOKIE_ATTRIBUTES",
        "CHECKOUT_STEPS",
        "CROSS_SELL_DEFAULTS",
        "DEFAULT_PAGE_SIZE",
        "DEFAULT_THEME_SETTINGS",
        "DIRECT_MESSAGES_PAGE_SIZE",
        "DIRECT_MESSAGE_POLL_INTERVAL_MS",
        "FONT_WEIGHTS",
        "IMAGE_FITS",
        "IMAGE_WIDTHS",
        "LAYOUT_NAMES",
        "MAX_PAGE_SIZE",
        "NETWORK_ERROR",
        "PROFILE_LOAD_DELAY_MS",
        "PROTECTED_ENTER_COOKIE",
        "RETURN_TO_QUERY",
        "SOCIAL_FEED_LIMIT",
        "SUPPORTED_FONTS",
        "SYSTEM_FONT_STACK",
        "THEME_LIST_LIMIT",
        "THEME_NUMBER_RANGES",
        "UNREAD_BADGE_MAX",
        "clearAuthToken",
        "clearCartToken",
        "continueRoute",
        "contrastRatio",
        "createAnalytics",
        "createAppErrorStore",
        "createAuthStore",
        "createBrowserCookieJar",
        "createCartStore",
        "createDateFormatter",
        "createDirectMessageWidgetStore",
        "createMemoryCookieJar",
        "createMoneyFormatter",
        "createPendingLoads",
        "createShopStore",
        "createStorefront",
        "createSubscriptionActions",
        "createTwitchStore",
        "createVariantIndex",
        "cssVariablesRule",
        "deriveSchemeColors",
        "discoverStorefront",
        "documentVisibility",
        "findVariant",
        "findVariantBySelection",
        "fontStack",
        "formatDate",
        "formatMoney",
        "formatUnreadBadge",
        "getApiRedirect",
        "getDefaultVariant",
        "getFirstAvailableVariant",
        "getMainImage",
        "getOptionAvailability",
        "getSecondaryImage",
        "getVariantSelection",
        "hasPaidSubscription",
        "hasSubscription",
        "imageSrcSet",
        "imageWidthFor",
        "isApiError",
        "isBrightColor",
        "isCheckoutPath",
        "isInAppClick",
        "isMissingResource",
        "isNotFound",
        "isRedirect",
        "isVariableProduct",
        "loginReturningTo",
        "mayRecord",
        "mergeMessages",
        "mixColors",
        "needsConsentAnswer",
        "nextCheckoutPath",
        "normalizeColor",
        "notFound",
        "ownerModePath",
        "pageNotFound",
        "pageTitle",
        "pendingExitSurvey",
        "pendingStep",
        "readAnalyticsConsent",
        "readAuthToken",
        "readCartToken",
        "readSession",
        "redirect",
        "resizeImageUrl",
        "resolveStorefrontConfig",
        "responsiveImage",
        "responsiveImageWidths",
        "returnPath",
        "routeOpensFor",
        "routePath",
        "seesMembership",
        "seesPrivateMembership",
        "settingCssVariableName",
        "settingCssVariables",
        "stepRedirect",
        "themeCssVariables",
        "themeSettingValues",
        "throwIfMissing",
        "toApiError",
        "toCallPage",
        "toPageSize",
        "toShopPath",
        "toUiPage",
        "writeAnalyticsConsent",
        "writeAuthToken",
        "writeCartToken",
      ]
    `);
  });

  it("the host entry exports", async () => {
    expect(Object.keys(await import("./host/index")).sort()).toMatchInlineSnapshot(`
      [
        "ANALYTICS_VISITOR_COOKIE",
        "FALLBACK_LOCALE",
        "FONT_STYLE_ATTRIBUTE",
        "INITIAL_STATE_ELEMENT_ID",
        "LATIN_UNICODE_RANGE",
        "NOT_FOUND_ROUTE",
        "PRELOADED_FONT_WEIGHTS",
        "ROUTES",
        "ROUTE_GUARD_CHECKS",
        "ROUTE_NAMES",
        "bundledTranslations",
        "connectAnalyticsSink",
        "dateFormatOf",
        "dropMalformedSession",
        "exactOrigin",
        "fallbackChain",
        "fetchedTranslations",
        "fontFaceRules",
        "fontFileName",
        "fontFiles",
        "fontPackage",
        "guardsOf",
        "isRouteName",
        "loadFont",
        "loadTranslations",
        "matchRoute",
        "moneyFormatOf",
        "parseCookieText",
        "readInitialState",
        "redirectCreatorToPosts",
        "redirectPaidMemberToBilling",
        "redirectWhileComingSoon",
        "requireCreator",
        "requireExitSurveyPending",
        "requireLoggedOut",
        "requireLogin",
        "requireLoginToUnlock",
        "requireMembershipEnabled",
        "requireMembershipVisible",
        "requireSubscription",
        "robotsTxt",
        "routeRecord",
        "runGuards",
        "serializeCookie",
        "serializeInitialState",
        "supportedFont",
        "themeFontFaces",
        "trailingSlashRedirect",
      ]
    `);
  });

  it("the React entry exports", async () => {
    expect(Object.keys(await import("./react/index")).sort()).toMatchInlineSnapshot(`
      [
        "Link",
        "RESOURCE_SNAPSHOT_ELEMENT_ID",
        "ResourcePreloadsProvider",
        "RuntimeServicesProvider",
        "SETTING_TARGET_ATTRIBUTE",
        "SectionList",
        "StorefrontProvider",
        "ThemeSettingsSchemaProvider",
        "browserSearchParams",
        "createServerResources",
        "defineTheme",
        "hydrationResources",
        "imageAltOf",
        "parseSettingTarget",
        "pinStoresForHydration",
        "readResourceSnapshot",
        "settingTarget",
        "themeSchema",
        "useAnalytics",
        "useAnalyticsConsent",
        "useAppError",
        "useAuth",
        "useCart",
        "useDirectMessageWidget",
        "useImageAlt",
        "useLeaveConfirmation",
        "useNavigate",
        "useNotify",
        "usePageLoading",
        "usePageTitle",
        "useProductViewEvent",
        "useResource",
        "useShop",
        "useStorefront",
        "useSubscriptionActions",
        "useThemeSetting",
        "useThemeSettings",
        "useThemeSettingsSchema",
        "useTwitch",
        "useVariantSelection",
      ]
    `);
  });

  it("the testing entry exports", async () => {
    expect(Object.keys(await import("./testing/index")).sort()).toMatchInlineSnapshot(`
      [
        "FONT_FILES_FIXTURE",
        "buildVariantProduct",
        "cartItem",
        "cartWith",
        "createLargeVariantProduct",
        "createTeeProduct",
        "creatorFixture",
        "memberFixture",
        "membershipSettingsFixture",
        "shopFixture",
        "testStorefront",
      ]
    `);
  });
});
