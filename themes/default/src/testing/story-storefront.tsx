import type { Decorator } from "@storybook/react-vite";
import type {
  AppConfig,
  Cart,
  MembershipSettings,
  Shop,
  ThemeSettings,
  TwitchState,
  User,
} from "@vitrine/contract";
import {
  MOCK_CART_TOKEN,
  MOCK_ORIGIN,
  mockCart,
  mockMembership,
} from "@vitrine/contract/fake-platform";
import {
  createMemoryCookieJar,
  createStorefront,
  cssVariablesRule,
  type Storefront,
  themeCssVariables,
  writeCartToken,
} from "@vitrine/sdk";
import { StorefrontProvider } from "@vitrine/sdk/react";
import { membershipSettingsFixture, shopFixture } from "@vitrine/sdk/testing";
import { SearchParamsProvider } from "@vitrine/theme-kit";
import { createInstance, type i18n } from "i18next";
import { type MouseEvent, type ReactNode, useEffect, useMemo } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { en } from "../i18n/en";
import { fr } from "../i18n/fr";
import { membershipEn } from "../membership/i18n/en";
import { createMemorySearchParams } from "./memory-search-params";
import { StoryServices } from "./story-services";
import { settingsFromGlobals } from "./theme-presets";

/** What a story sets under `parameters.vitrine` to start from its own state. */
export interface VitrineStoryParameters {
  /** The cart the shop answers with at first; none by default. */
  cart?: Cart | null;
  /** The logged-in member or creator; a visitor by default. */
  user?: User | null;
  shop?: Partial<Shop>;
  /** Settings laid over the toolbar's presets. */
  theme?: Partial<ThemeSettings>;
  app?: Partial<AppConfig>;
  membershipSettings?: MembershipSettings | null;
  twitch?: TwitchState | null;
  /** The path of the story's page: links to it change the story's query string, as the host would. */
  path?: string;
  /** The query string the page starts with, e.g. `page=2`. */
  search?: string;
  /** The direct-message badge's unread count (the poll itself stays off in stories). */
  unreadMessageCount?: number;
}

/**
 * Where a story's page tried to go: links the host would have followed and `storefront.navigate`
 * calls. Play functions read it to check a link or a redirect.
 */
export const storyNavigation = { paths: [] as string[] };

const i18nByLocale = new Map<string, i18n>();

// Stories show a page's component without the lazy page that brings its strings in the app.
const everyEnglishString = { ...en, membership: { ...en.membership, ...membershipEn } };

/** An i18next instance with the theme's strings, as the host builds it (`en` under missing keys). */
export function themeI18n(locale: string): i18n {
  let instance = i18nByLocale.get(locale);
  if (instance === undefined) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: "en",
      // Both locales at once, so the locale toolbar switches without loading anything.
      resources: { en: { translation: everyEnglishString }, fr: { translation: fr } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      initAsync: false,
    });
    i18nByLocale.set(locale, instance);
  }
  return instance;
}

/** A storefront at the mock origin, its stores filled from the story's parameters. */
export function createStoryStorefront(
  parameters: VitrineStoryParameters,
  locale: string,
  navigate: (path: string) => void = (path) => storyNavigation.paths.push(path),
): Storefront {
  const cookies = createMemoryCookieJar();
  const cart = parameters.cart ?? null;
  mockCart.reset(cart);
  mockMembership.reset(parameters.user ?? null);
  if (cart !== null) writeCartToken(cookies, MOCK_CART_TOKEN);
  const base = shopFixture({ locale, ...parameters.shop });
  const storefront = createStorefront({
    shopId: base.id,
    locale,
    cookies,
    endpoints: {
      gatewayBase: MOCK_ORIGIN,
      storefrontApiBase: MOCK_ORIGIN,
      membershipBase: MOCK_ORIGIN,
      creatorSiteBase: MOCK_ORIGIN,
      assetsHost: MOCK_ORIGIN,
      imageHost: MOCK_ORIGIN,
    },
    initialState: {
      shop: base,
      membershipSettings:
        parameters.membershipSettings === undefined
          ? membershipSettingsFixture()
          : parameters.membershipSettings,
      app: { showAdminBar: false, customizerOrigin: "", ...parameters.app },
      twitch: parameters.twitch ?? null,
    },
    navigate,
    // The unread-messages poll stays off unless a story mocks it and makes the page visible.
    visibility: { isVisible: () => false, onChange: () => () => {} },
  });
  storefront.stores.cart.setCart(cart === null ? null : { ...cart, token: MOCK_CART_TOKEN });
  storefront.stores.cart.state.status = "ready";
  storefront.stores.auth.state.user = parameters.user ?? null;
  storefront.stores.auth.state.status = "ready";
  storefront.stores.directMessageWidget.state.unreadMessageCount =
    parameters.unreadMessageCount ?? 0;
  return storefront;
}

function StoryShell({
  parameters,
  globals,
  storyId,
  children,
}: {
  parameters: VitrineStoryParameters;
  globals: Record<string, unknown>;
  storyId: string;
  children: ReactNode;
}) {
  const locale = globals.locale === "fr" ? "fr" : "en";
  // biome-ignore lint/correctness/useExhaustiveDependencies: one query string per story
  const searchParams = useMemo(() => createMemorySearchParams(parameters.search), [storyId]);
  // The host's router, as far as a story goes: record the path, and apply a new query string
  // to the story's own page.
  const follow = (path: string) => {
    storyNavigation.paths.push(path);
    const url = new URL(path, window.location.href);
    if (parameters.path !== undefined && url.pathname === parameters.path) {
      searchParams.write(url.searchParams);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new story (or locale) gets a new shop; toolbar changes do not
  const storefront = useMemo(() => {
    storyNavigation.paths = [];
    return createStoryStorefront(parameters, locale, follow);
  }, [storyId, locale]);
  const settings = useMemo(
    () => ({
      ...settingsFromGlobals(shopFixture().theme.settings, globals),
      ...parameters.theme,
    }),
    [globals, parameters.theme],
  );
  useEffect(() => {
    storefront.stores.shop.updateThemeSettings(settings);
  }, [storefront, settings]);
  useEffect(() => () => storefront.destroy(), [storefront]);

  // The host follows same-origin links itself; a story stays put and records where it would go.
  function followLink(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest("a");
    if (event.defaultPrevented || anchor === null || anchor.target === "_blank") return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    follow(`${url.pathname}${url.search}`);
  }

  return (
    <StorefrontProvider storefront={storefront}>
      <I18nextProvider i18n={themeI18n(locale)}>
        <SearchParamsProvider adapter={searchParams}>
          <style>{cssVariablesRule(themeCssVariables(settings))}</style>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks bubbling up from links */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too */}
          <div lang={locale} onClick={followLink}>
            <StoryServices key={storyId}>{children}</StoryServices>
          </div>
        </SearchParamsProvider>
      </I18nextProvider>
    </StorefrontProvider>
  );
}

/** Wraps every story in a real storefront, the theme's strings and its CSS variables. */
export const withStorefront: Decorator = (Story, context) => (
  <StoryShell
    parameters={(context.parameters.vitrine ?? {}) as VitrineStoryParameters}
    globals={context.globals}
    storyId={context.id}
  >
    <Story />
  </StoryShell>
);
