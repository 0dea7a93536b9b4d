import { createBrowserHistory } from "@tanstack/react-router";
import type { InitialState, Shop } from "@vitrine/contract";
import { createStorefront, type Storefront } from "@vitrine/sdk";
import { dropMalformedSession, readInitialState } from "@vitrine/sdk/host";
import {
  type HydrationResources,
  hydrationResources,
  pinStoresForHydration,
  readResourceSnapshot,
  type ThemeDefinition,
} from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { InternalErrorScreen, ShopErrorScreen } from "../errors/error-screens";
import { isShopErrorStatus } from "../errors/shop-error-keys";
import {
  createHostI18n,
  hostTranslations,
  setDocumentLanguage,
  themeTranslations,
} from "../i18n/host-i18n";
import { createHostRouter, type HostRouter } from "../routes/create-host-router";
import { loadThemeScript } from "../theme/load-theme-script";
import { mergeThemes } from "../theme/merge-themes";
import { createThemeStore } from "../theme/theme-store";
import { createLeaveConfirmation } from "../ui/leave-confirmation";
import { createLoadingBar, deferredProgress, followNavigations } from "../ui/loading-bar";
import "../ui/loading-bar.css";
import { notify } from "../ui/notify";
import { App, AppTree, hostShell } from "./app-tree";
import { replayEarlyEvents } from "./early-events";
import { recordPageViews } from "./record-page-views";
import { readStartMode, type StartMode, siteOrigin } from "./start-mode";
import { yieldToBrowser } from "./yield-to-browser";

/** Where the app renders: a fresh root, or the server's markup to hydrate (`hydrateRoot`). */
export interface AppContainer {
  /** The server rendered the page: its markup is there to hydrate. */
  readonly serverRendered: boolean;
  /** The server found the page's one resource missing and rendered the not-found page. */
  readonly missingResource: boolean;
  /** Renders into the container, starting over its content (screens, a browser-rendered page). */
  render(element: ReactNode): void;
  /** Hydrates the server's markup with the same tree. */
  hydrate(element: ReactNode): void;
}

export interface BootOptions {
  doc: Document;
  win: Window;
  root: AppContainer;
  defaultTheme: ThemeDefinition;
  /** The app error handler (spec §8): start-up errors and failed theme scripts go here. */
  onError: (error: unknown) => void;
}

/**
 * Starts the storefront in the page (DESIGN "Boot"): reads the initial-state block, shows the
 * shop's error screen when it has an error status (the internal-error screen for a status the
 * screens do not know, or no shop without one), leaves `?customizing` outside a frame for the
 * creator site's origin (`siteOrigin`), creates the storefront (dropping a malformed auth cookie), sets `<html lang>`,
 * loads the shop's theme script (falling back to the default theme, reporting the failure), the
 * translations, the cart (not on checkout pages) and the profile (with a token), then renders the
 * router. A shared page (`sharedPage`, rendered for no one) hydrates first and loads the cart and
 * profile after. A failed start-up is stored as the error payload, passed to the app error
 * handler, and shows the internal-error screen.
 *
 * @example
 * await boot({ doc: document, win: window, root: createRoot(app), defaultTheme, onError: console.error });
 */
export async function boot({ doc, win, root, defaultTheme, onError }: BootOptions): Promise<void> {
  let state: InitialState;
  try {
    state = readInitialState(doc);
  } catch (error) {
    onError(error);
    await renderScreen(root, win.navigator.language, <InternalErrorScreen />);
    return;
  }
  if (state.error !== null || state.shop === null) {
    // No shop and no status, or a status the screens do not know: the platform's fault, so the
    // internal-error screen, and reported.
    const status = state.error?.status;
    if (status === undefined || !isShopErrorStatus(status)) {
      onError(new Error(`The initial state has no shop (error status: ${String(status)})`));
    }
    // No shop: its locale is unknown, the visitor's language is the best guess.
    await renderScreen(root, win.navigator.language, <ShopErrorScreen status={status ?? ""} />);
    return;
  }
  const shop = state.shop;
  const mode = readStartMode(win.location.search, win);
  if (mode.customizing && !mode.inFrame) {
    win.location.replace(siteOrigin(state.endpoints.creatorSiteBase, win.location.origin));
    return;
  }

  // Out of the task that evaluated the app's modules: each is tens of milliseconds on a phone.
  await yieldToBrowser(win);
  let router: HostRouter | undefined;
  const storefront = startStorefront(state, shop, mode, win, onError, () => router);
  // A malformed auth cookie is a visitor's (the guards ask them to log in), and is not kept.
  dropMalformedSession(storefront.cookies);

  // A browser builds its first number format in tens of milliseconds (ICU's number data). The
  // page's money format (`moneyFormats`) spares it that; without one, it is built now, in a task of
  // its own while the theme and strings download, not inside the hydration of the first price.
  win.setTimeout(() => {
    try {
      storefront.formats.money(0, shop);
    } catch {
      // A currency Intl refuses fails where a price is shown, and is reported there.
    }
  });

  // Fetched beside the theme and translations; a sink that fails to load costs the analytics
  // only, never the page.
  const analyticsSink = import("../analytics/start-analytics-sink").then(
    ({ startAnalyticsSink }) => startAnalyticsSink(storefront, state.endpoints, win),
    onError,
  );

  try {
    setDocumentLanguage(doc, shop.locale);
    // The theme's CSS variables are in the page already: the host server writes them into the
    // head (themeCssVariables), so the colour library stays out of the first load.
    // The theme script and the strings (chunks of this origin) load beside the cart and profile
    // (API calls), not after them: the first render waits for the slowest, not for their sum.
    const themeAndStrings = loadThemeAndStrings(state, defaultTheme, onError);
    // Only a creator previewing their dev server loads the preview's bar and hot swap.
    const preview = shop.theme.preview ?? null;
    const previewModules =
      preview === null
        ? null
        : Promise.all([import("../theme/preview-bar"), import("../theme/theme-hot-swap")]);
    // A shared page was rendered for no one: it hydrates as such, and the visitor's cart and
    // profile follow its hydration. Any other page was rendered with them, and waits for them.
    const visitorLater = root.serverRendered && state.sharedPage === true;
    const loadVisitor = () => loadVisitorData(storefront, win.location.pathname);
    const [{ scriptTheme, translations }, , , previewKit] = await Promise.all([
      themeAndStrings,
      visitorLater ? null : loadVisitor(),
      analyticsSink,
      previewModules,
    ]);

    // Likewise around the router, and before hydrating.
    await yieldToBrowser(win);
    const history = createBrowserHistory();
    // A store, not a fixed theme: a preview swaps the theme in the running app on each rebuild.
    const themes = createThemeStore(mergeThemes(defaultTheme, scriptTheme ?? undefined));
    router = createHostRouter({
      storefront,
      theme: themes,
      inFrame: mode.inFrame,
      history,
      shell: hostShell(previewKit?.[0].PreviewBar, shop.theme.handle),
      missingResource: root.missingResource,
    });
    const services = {
      notify,
      leaveConfirmation: createLeaveConfirmation(win, history, () =>
        translations.t("common.leavingConfirmMessage"),
      ),
    };
    const loadingBar = createLoadingBar(
      deferredProgress(async () => (await import("nprogress")).default),
    );
    const navigations = followNavigations(loadingBar, storefront.loads);
    router.subscribe("onBeforeNavigate", navigations.started);
    router.subscribe("onResolved", navigations.resolved);
    recordPageViews(router, storefront.analytics, doc, storefront.loads);

    if (mode.customizing && mode.inFrame) startCustomizer(storefront, state, doc, win, onError);
    if (preview !== null && previewKit) {
      startPreviewHotSwap(
        () =>
          previewKit[1].startThemeHotSwap({
            origin: preview.origin,
            handle: shop.theme.handle,
            doc,
            themes,
            defaultTheme,
            i18n: translations,
            locale: shop.locale,
            baseTranslations: [hostTranslations, themeTranslations(defaultTheme)],
            translationsOf: themeTranslations,
            onError,
          }),
        onError,
      );
    }

    const preloads = hydrationResources(root.serverRendered ? readResourceSnapshot(doc) : {});
    // A constant for the closure below (TypeScript forgets the narrowing of `let router` there).
    const hostRouter = router;
    const tree = (onCommit?: () => void) => (
      <AppTree
        i18n={translations}
        storefront={storefront}
        services={services}
        router={hostRouter}
        preloads={preloads}
        onCommit={onCommit}
      />
    );
    const afterHydration = visitorLater ? () => loadVisitor().catch(onError) : null;
    await mountApp(root, win, router, storefront, tree, preloads, afterHydration);
    const owner = state.app.showAdminBar || mode.customizing || mode.previewing || preview !== null;
    if (scriptTheme === null && shop.theme.handle !== defaultTheme.handle && owner) {
      void notify(translations.t("host.toasts.themeScriptFailed"), "warning");
    }
  } catch (error) {
    storefront.stores.appError.reportStartupError(error);
    await renderScreen(root, shop.locale, <InternalErrorScreen />);
  }
}

/** The page's storefront, in the start mode the address asks for. */
function startStorefront(
  state: InitialState,
  shop: Shop,
  mode: StartMode,
  win: Window,
  onError: (error: unknown) => void,
  router: () => HostRouter | undefined,
): Storefront {
  return createStorefront({
    shopId: shop.id,
    endpoints: state.endpoints,
    locale: shop.locale,
    customizing: mode.customizing,
    customizingTheme: mode.customizingTheme,
    previewing: mode.previewing,
    initialState: state,
    // Before the router exists (a failed profile load at start-up), a plain page load.
    navigate: (path, options) => {
      const current = router();
      if (current) void current.navigate({ href: path, replace: options?.replace });
      else if (options?.replace) win.location.replace(path);
      else win.location.assign(path);
    },
    onError,
  });
}

/**
 * Renders the app, or hydrates the server's markup: the router then settles the page before
 * React hydrates it, and renders it as the server did (without the Suspense boundary it puts
 * around pages the browser renders alone).
 */
async function mountApp(
  root: AppContainer,
  win: Window,
  router: HostRouter,
  storefront: Storefront,
  tree: (onCommit?: () => void) => ReactNode,
  preloads: HydrationResources,
  afterHydration: (() => Promise<void>) | null,
): Promise<void> {
  if (!root.serverRendered) {
    root.render(tree());
    return;
  }
  await yieldToBrowser(win);
  await router.load();
  router.ssr = { manifest: undefined };
  await yieldToBrowser(win);
  // What the visitor did before the app listened is handed on once React's hydration is
  // committed, not at the marks React sets on elements while it is still rendering; what is the
  // visitor's changes the page only then too. React hydrates Suspense boundaries after the root,
  // and those read the pinned stores until they have hydrated.
  // The stores as the server rendered them, for the parts React hydrates after the root.
  pinStoresForHydration(storefront);
  root.hydrate(
    tree(() => {
      replayEarlyEvents(win);
      void afterHydration?.();
    }),
  );
  // The server's answers are for the page it rendered; the next page loads its own.
  const stopClearing = router.subscribe("onBeforeNavigate", () => {
    preloads.clear();
    stopClearing();
  });
}

/**
 * What the page shows of its visitor: the cart (not on checkout pages) and, with a session, the
 * profile; a creator's session is the shop's owner's, who gets their bar.
 */
async function loadVisitorData(storefront: Storefront, path: string): Promise<void> {
  const [, user] = await Promise.all([
    storefront.stores.cart.loadAtStartup(path),
    storefront.session.current().loggedIn ? storefront.stores.auth.loadProfile() : null,
  ]);
  if (user?.type === "CREATOR") storefront.stores.shop.recogniseOwner();
}

/** The shop's theme script (`loadShopTheme`) and, once it is known, the strings of both themes. */
async function loadThemeAndStrings(
  state: InitialState,
  defaultTheme: ThemeDefinition,
  onError: (error: unknown) => void,
) {
  const scriptTheme = await loadShopTheme(state, defaultTheme, onError);
  const translations = await createHostI18n(state.shop?.locale ?? "en", [
    hostTranslations,
    themeTranslations(defaultTheme),
    ...(scriptTheme === null ? [] : [themeTranslations(scriptTheme)]),
  ]);
  return { scriptTheme, translations };
}

/**
 * The shop's theme script when its handle is not the default theme's: the address the initial
 * state names (the live version's immutable file, or a preview's dev server); `null` when there is
 * none or it failed to load (reported, and the default theme renders instead).
 */
async function loadShopTheme(
  state: InitialState,
  defaultTheme: ThemeDefinition,
  onError: (error: unknown) => void,
): Promise<ThemeDefinition | null> {
  const theme = state.shop?.theme;
  if (theme === undefined || theme.handle === defaultTheme.handle) return null;
  try {
    if (!theme.script) throw new Error(`The shop's theme "${theme.handle}" names no script`);
    return await loadThemeScript(theme.script, theme.handle);
  } catch (error) {
    onError(error);
    return null;
  }
}

/**
 * The preview's live reload is a convenience: a browser without `EventSource`, or a dev server
 * that cannot be reached, costs the reload only (reported), never the page.
 */
function startPreviewHotSwap(start: () => unknown, onError: (error: unknown) => void): void {
  try {
    start();
  } catch (error) {
    onError(error);
  }
}

/** The customizer bridge, loaded only in customizing mode inside a frame (spec §2). */
function startCustomizer(
  storefront: Storefront,
  state: InitialState,
  doc: Document,
  win: Window,
  onError: (error: unknown) => void,
): void {
  import("../customizer/bridge/customizer-bridge")
    .then(({ applyThemeSettings, startCustomizerBridge }) =>
      startCustomizerBridge({
        window: win,
        parent: win.parent,
        document: doc,
        customizerOrigin: state.app.customizerOrigin,
        apply: (settings) =>
          applyThemeSettings(doc.documentElement, storefront.stores.shop, settings),
      }),
    )
    .catch(onError);
}

async function renderScreen(
  root: Pick<AppContainer, "render">,
  locale: string,
  screen: ReactNode,
): Promise<void> {
  const translations = await createHostI18n(locale, [hostTranslations]);
  root.render(<App i18n={translations}>{screen}</App>);
}
