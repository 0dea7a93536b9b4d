import { tmpdir } from "node:os";
import { join } from "node:path";
import { SHOP_API_PREFIXES, type ThemeTrial, type ThemeVersionHealth } from "@vitrine/contract";
import type { Hono as HonoApp } from "hono";
import { Hono } from "hono";
import { createResizeQueue } from "./assets/media-routes";
import { createMediaSigner } from "./assets/media-signing";
import { databaseMediaStore, type MediaStore } from "./assets/media-store";
import { themeFileRoutes } from "./assets/theme-file-routes";
import type { WorkQueue } from "./assets/work-queue";
import type { ShopSecrets } from "./auth/secrets";
import { sessionMiddleware } from "./auth/session-middleware";
import { createSessionStore } from "./auth/session-store";
import { createSessionTokens, type SessionTokens } from "./auth/session-tokens";
import { comingSoonGate } from "./coming-soon/coming-soon-gate";
import {
  CHANGE_SCOPES,
  type ChangeFeed,
  type ChangeScope,
  createChangeFeed,
} from "./db/change-feed";
import { createContentVersions } from "./db/content-versions";
import type { ShopDatabase } from "./db/database";
import { createShopCache, type ShopCache } from "./db/shop-cache";
import { allowedOriginCors } from "./http/allowed-origin-cors";
import { resolveClientAddress } from "./http/client-address";
import type { ShopApiDeps } from "./http/env";
import { createErrorHandler, type ErrorReporter, notFoundHandler } from "./http/error-handler";
import { requestLimits } from "./http/request-limits";
import { securityHeaders } from "./http/security-headers";
import { personalByDefault } from "./http/shared-cache";
import type { ShopEnv } from "./http/shop-env";
import type { MailTransport } from "./mail/mail-transport";
import { shopRouteModules } from "./routes";
import {
  createInitialStateReader,
  type InitialStateOptions,
  sameOriginEndpoints,
} from "./shops/initial-state";
import { resolveShop } from "./shops/resolve-shop";
import { visitorStateCache } from "./shops/visitor-state-cache";
import { themePreviewReader } from "./themes/preview-viewer";
import type { ThemeVersionKey } from "./themes/theme-file-store";
import { quarantineThemeVersion } from "./themes/theme-health";
import { createThemeScheduler, type ThemeScheduler } from "./themes/theme-scheduler";

export interface CreateShopApiOptions {
  db: ShopDatabase;
  secrets: ShopSecrets;
  clock?: () => Date;
  /** Where unexpected errors go; default `console.error`. Never receives request bodies. */
  reportError?: ErrorReporter;
  initialState?: InitialStateOptions;
  /** Where emails go: SMTP in production, the development outbox (`openMailTransport`). */
  mail: MailTransport;
  /** Where media files are stored; default the database (`databaseMediaStore`). */
  mediaStore?: MediaStore;
  /** Where resized images are kept; default a folder in the system's temporary directory. */
  imageCacheDir?: string;
  /** Where resizes wait (default `createResizeQueue()`: 2 at once, 16 waiting); past it, 503. */
  resizeQueue?: WorkQueue;
  /** Where writes tell every node what changed (`openChangeFeed`); default this process only. */
  changeFeed?: ChangeFeed;
  /**
   * The addresses of the platform's own proxies (nginx): from them, `X-Forwarded-For` names the
   * client. Default none: every peer is the client.
   */
  trustedProxies?: readonly string[];
}

export interface ShopApi {
  /** Every route: mount it in a host server or serve it alone (`main.ts`). */
  app: HonoApp;
  /** The initial-state block for a page of `host` (the `Host` header, port included). */
  getInitialState: ReturnType<typeof createInitialStateReader>;
  /** Signs and verifies session tokens with the API's secret. */
  sessions: SessionTokens;
  /** What writes changed, as they are committed: a node's caches subscribe (`onChange`). */
  changeFeed: ChangeFeed;
  /** A token that changes with every write announced to the shop: its pages' `ETag` name it. */
  contentVersion: (shopId: string) => string;
  /** A node took a version off its servers: its creator reads why (`GET /api/creators/themes`). */
  quarantineThemeVersion: (
    key: ThemeVersionKey,
    health: Extract<ThemeVersionHealth, { state: "quarantined" }>,
  ) => Promise<void>;
  /**
   * Every upload's pages are rendered by `trial` before it is published (the host server's
   * `createThemeTrial`, once it has started around this API).
   */
  trialThemesWith: (trial: ThemeTrial) => void;
  /**
   * Publishes the settings owners scheduled: every read checks it first; a node serving shops
   * also starts its timer (`startNode`), so a schedule goes live when nobody asks.
   */
  themeScheduler: ThemeScheduler;
}

/**
 * Paths that belong to a shop: resolved by `X-ShopId` or `Host` before any handler runs. Theme
 * files are not: their address names the shop, and the assets host may be any host.
 */
const SHOP_PATHS = SHOP_API_PREFIXES.filter((prefix) => prefix !== "/themes").map(
  (prefix) => `${prefix}/*`,
);

const consoleReporter: ErrorReporter = (error, request) => {
  console.error(`[shop-api] ${request.method} ${request.path} failed:`, error);
};

/** A node's hot cache of a shop's `scopes`: a minute at most, 5,000 values at most. */
function hotCache<T>(feed: ChangeFeed, scopes: readonly ChangeScope[]): ShopCache<T> {
  return createShopCache<T>({ feed, scopes, ttlMs: 60_000, maxEntries: 5000 });
}

export function createShopApi(options: CreateShopApiOptions): ShopApi {
  const clock = options.clock ?? (() => new Date());
  const sessions = createSessionTokens(
    options.secrets.jwtSecret,
    clock,
    createSessionStore(options.db, clock),
  );
  const reportError = options.reportError ?? consoleReporter;
  const endpointsFor = options.initialState?.endpoints ?? sameOriginEndpoints;
  const changeFeed = options.changeFeed ?? createChangeFeed();
  const themeScheduler = createThemeScheduler({ db: options.db, clock, changeFeed });
  const deps: ShopApiDeps = {
    db: options.db,
    secrets: options.secrets,
    sessions,
    clock,
    endpointsFor,
    reportError,
    mail: options.mail,
    mediaSigner: createMediaSigner(options.secrets, clock),
    mediaStore: options.mediaStore ?? databaseMediaStore,
    imageCacheDir: options.imageCacheDir ?? join(tmpdir(), "vitrine-image-cache"),
    resizeQueue: options.resizeQueue ?? createResizeQueue(),
    changeFeed,
    // Any write to a shop empties what this node keeps of its catalogue, whichever node wrote.
    readCache: hotCache(changeFeed, CHANGE_SCOPES),
    variantCache: hotCache(changeFeed, ["products"]),
    themeTrial: { current: null },
    themeScheduler,
  };

  /** Whether a token (the auth cookie's, say) is a live session of the shop's creator. */
  const isShopCreator = async (shopId: string, token: string) => {
    const claims = await sessions.verify(token);
    return claims?.user_type === "CREATOR" && claims.shop_id === shopId;
  };

  const app = new Hono<ShopEnv>();
  app.onError(createErrorHandler(reportError));
  app.notFound(notFoundHandler);
  app.use(securityHeaders(), requestLimits());
  app.route("/", themeFileRoutes(deps.db));
  const shopResolution = resolveShop(deps.db, clock, deps.changeFeed);
  for (const path of SHOP_PATHS) {
    app.use(
      path,
      // Before the shop is read: settings due to go live by now are published first.
      async (_c, next) => {
        await themeScheduler.catchUp();
        await next();
      },
      personalByDefault(),
      resolveClientAddress(options.trustedProxies ?? []),
      shopResolution,
      allowedOriginCors(),
      sessionMiddleware(sessions),
      comingSoonGate(deps, isShopCreator),
    );
  }
  for (const routes of shopRouteModules) app.route("/", routes(deps));

  const readInitialState = visitorStateCache(
    createInitialStateReader(
      deps.db,
      options.initialState,
      isShopCreator,
      themePreviewReader(deps),
    ),
    deps.changeFeed,
  );
  return {
    app: app as unknown as HonoApp,
    getInitialState: async (host, viewer) => {
      await themeScheduler.catchUp();
      return readInitialState(host, viewer);
    },
    sessions,
    changeFeed: deps.changeFeed,
    quarantineThemeVersion: (key, health) => quarantineThemeVersion(deps.db, key, health),
    trialThemesWith: (trial) => {
      deps.themeTrial.current = trial;
    },
    contentVersion: createContentVersions(deps.changeFeed),
    themeScheduler,
  };
}
