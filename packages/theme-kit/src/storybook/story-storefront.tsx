import type { Decorator } from "@storybook/react-vite";
import {
  type AppConfig,
  type Cart,
  type MembershipSettings,
  type Shop,
  type ThemeSettings,
  type ThemeSettingsSchema,
  type TwitchState,
  themeSettingsSchema,
  type User,
} from "@vitrine/contract";
import {
  MOCK_CART_TOKEN,
  MOCK_ENDPOINTS,
  mockCart,
  mockMembership,
} from "@vitrine/contract/fake-platform";
import { membershipSettingsFixture, shopFixture } from "@vitrine/contract/testing";
import {
  createMemoryCookieJar,
  createStorefront,
  cssVariablesRule,
  type Storefront,
  themeCssVariables,
  writeCartToken,
} from "@vitrine/sdk";
import { StorefrontProvider, ThemeSettingsSchemaProvider } from "@vitrine/sdk/react";
import { createInstance, type i18n } from "i18next";
import { type MouseEvent, type ReactNode, useEffect, useMemo } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { SearchParamsProvider } from "../hooks/search-params";
import { createMemorySearchParams } from "./memory-search-params";
import { settingsFromArgs } from "./settings-controls";
import { colorSchemesFromGlobals } from "./story-globals";
import { StoryServices } from "./story-services";

/** What a story sets under `parameters.vitrine` to start from its own state. */
export interface VitrineStoryParameters {
  /** The cart the shop answers with at first; none by default. */
  cart?: Cart | null;
  /** The logged-in member or creator; a visitor by default. */
  user?: User | null;
  shop?: Partial<Shop>;
  /**
   * Settings this story pins, over the controls (which then do not move them): for what the
   * controls do not hold, such as `home_sections`.
   */
  theme?: Partial<ThemeSettings> & Record<string, unknown>;
  app?: Partial<AppConfig>;
  membershipSettings?: MembershipSettings | null;
  twitch?: TwitchState | null;
  /** The path of the story's page: links to it change the story's query string, as the host would. */
  path?: string;
  /** The query string the page starts with, e.g. `page=2`. */
  search?: string;
  /** The direct-message badge's unread count (the poll itself stays off in stories). */
  unreadMessageCount?: number;
  /**
   * The own settings of the theme this story's component belongs to, when it is not the preview's
   * theme (one Storybook for several themes); give its controls too: `...settingsControls(own)`.
   */
  settings?: ThemeSettingsSchema;
}

/** Messages by locale, as i18next takes them (nested keys). */
export type StoryTranslations = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface StorefrontDecoratorOptions {
  /** The theme's own settings groups (`theme.settings`); the spec's are always there. */
  settings?: ThemeSettingsSchema;
  /** Every string the stories' components read, by locale; the first locale is the fallback. */
  translations: StoryTranslations;
}

/**
 * Where a story's page tried to go: links the host would have followed and `storefront.navigate`
 * calls. Play functions read it to check a link or a redirect.
 */
export const storyNavigation = { paths: [] as string[] };

/** A storefront at the fake platform's origin, its stores filled from the story's parameters. */
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
    endpoints: MOCK_ENDPOINTS,
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

/** One i18next instance per locale over the given strings, as the host builds it. */
function i18nFactory(translations: StoryTranslations): (locale: string) => i18n {
  const byLocale = new Map<string, i18n>();
  const [fallback = "en"] = Object.keys(translations);
  const resources = Object.fromEntries(
    Object.entries(translations).map(([locale, messages]) => [locale, { translation: messages }]),
  );
  return (locale) => {
    let instance = byLocale.get(locale);
    if (instance === undefined) {
      instance = createInstance();
      void instance.use(initReactI18next).init({
        lng: locale,
        fallbackLng: fallback,
        // Every locale at once, so the locale toolbar switches without loading anything.
        resources,
        interpolation: { escapeValue: false },
        returnNull: false,
        showSupportNotice: false,
        initAsync: false,
      });
      byLocale.set(locale, instance);
    }
    return instance;
  };
}

function StoryShell({
  parameters,
  globals,
  args,
  storyId,
  ownSettings,
  i18nFor,
  children,
}: {
  parameters: VitrineStoryParameters;
  globals: Record<string, unknown>;
  args: Record<string, unknown>;
  storyId: string;
  ownSettings: ThemeSettingsSchema;
  i18nFor: (locale: string) => i18n;
  children: ReactNode;
}) {
  const locale = typeof globals.locale === "string" ? globals.locale : "en";
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new story (or locale) gets a new shop; controls do not
  const storefront = useMemo(() => {
    storyNavigation.paths = [];
    return createStoryStorefront(parameters, locale, follow);
  }, [storyId, locale]);
  const schema = useMemo(() => themeSettingsSchema(ownSettings), [ownSettings]);
  const settings = useMemo(
    () =>
      ({
        ...shopFixture().theme.settings,
        color_schemes: colorSchemesFromGlobals(globals),
        ...settingsFromArgs(schema, args),
        ...parameters.theme,
      }) as ThemeSettings,
    [schema, globals, args, parameters.theme],
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
      <ThemeSettingsSchemaProvider settings={ownSettings}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <SearchParamsProvider adapter={searchParams}>
            <style>
              {cssVariablesRule(themeCssVariables(settings, { ownSchema: ownSettings }))}
            </style>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks bubbling up from links */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too */}
            <div lang={locale} onClick={followLink}>
              <StoryServices key={storyId}>{children}</StoryServices>
            </div>
          </SearchParamsProvider>
        </I18nextProvider>
      </ThemeSettingsSchemaProvider>
    </StorefrontProvider>
  );
}

/**
 * The storefront every story renders in: a real `createStorefront` at the fake platform's origin
 * (msw answers it), the theme's strings, an in-memory query string, the runtime's services, and
 * the shop's theme settings from the controls (`settingsControls`) written as CSS variables and
 * put in the shop store, so both the stylesheet and `useThemeSetting` follow a moved control.
 * The setting args are taken out of what the story itself receives, so they never reach a
 * component's props.
 *
 * @example
 * const preview = { decorators: [storefrontDecorator({ settings: theme.settings, translations: { en } })] };
 */
export function storefrontDecorator({
  settings = [],
  translations,
}: StorefrontDecoratorOptions): Decorator {
  const i18nFor = i18nFactory(translations);
  return (Story, context) => {
    const parameters = (context.parameters.vitrine ?? {}) as VitrineStoryParameters;
    const ownSettings = parameters.settings ?? settings;
    const settingIds = new Set(
      themeSettingsSchema(ownSettings).flatMap((group) => group.settings.map(({ id }) => id)),
    );
    const storyArgs = Object.fromEntries(
      Object.entries(context.args).filter(([name]) => !settingIds.has(name)),
    );
    return (
      <StoryShell
        parameters={parameters}
        globals={context.globals}
        args={context.args}
        storyId={context.id}
        ownSettings={ownSettings}
        i18nFor={i18nFor}
      >
        <Story args={storyArgs} />
      </StoryShell>
    );
  };
}
