export type { CreateShopApiOptions, ShopApi } from "./app";
export { createShopApi } from "./app";
export type { MediaFacts, MediaStore, NewMedia } from "./assets/media-store";
export { databaseMediaStore } from "./assets/media-store";
export { hashPassword, verifyPassword } from "./auth/password";
export type { RateLimiter } from "./auth/rate-limit";
export { createDatabaseRateLimiter, rateLimit } from "./auth/rate-limit";
export type { ShopSecrets } from "./auth/secrets";
export { generateSecrets, loadSecrets } from "./auth/secrets";
export { requireSession, sessionMiddleware } from "./auth/session-middleware";
export type { SessionTokens } from "./auth/session-tokens";
export { createSessionTokens, SESSION_TTL_SECONDS } from "./auth/session-tokens";
export type {
  Change,
  ChangeFeed,
  ChangeListener,
  ChangeScope,
  OpenChangeFeedOptions,
} from "./db/change-feed";
export { CHANGE_SCOPES, createChangeFeed, onChange, openChangeFeed } from "./db/change-feed";
export type { OpenDatabaseOptions, ShopDatabase } from "./db/database";
export { migrateToLatest, openDatabase } from "./db/database";
export { pendingMigrations } from "./db/migration-status";
export type { Database } from "./db/schema";
export { clientAddress } from "./http/client-address";
export type { ShopApiDeps, ShopEnv } from "./http/env";
export type { ErrorReporter } from "./http/error-handler";
export { errorBody } from "./http/error-handler";
export type { HttpErrorDetails } from "./http/http-error";
export { HttpError, httpError, isHttpError } from "./http/http-error";
export { pageInfo } from "./http/paging";
export { commaList, idSchema, parseJson, parseQuery } from "./http/validate";
export type { MailConfig } from "./mail/mail-config";
export { isProduction, mailConfig } from "./mail/mail-config";
export type { MailMessage, MailTransport } from "./mail/mail-transport";
export { openMailTransport } from "./mail/open-mail-transport";
export type { OutboxEmail } from "./mail/outbox-transport";
export { createOutboxTransport, readOutbox } from "./mail/outbox-transport";
export type { SmtpSettings } from "./mail/smtp-transport";
export { createSmtpTransport } from "./mail/smtp-transport";
export type { EdgePurge, EdgePurgeOptions } from "./ops/edge-purge";
export { createEdgePurge, edgePurgeOf } from "./ops/edge-purge";
export type {
  DrainResult,
  GracefulShutdown,
  GracefulShutdownOptions,
} from "./ops/graceful-shutdown";
export { createGracefulShutdown, refuseWhileDraining } from "./ops/graceful-shutdown";
export type {
  CheckResult,
  HealthRoutesOptions,
  Readiness,
  ReadinessCheck,
} from "./ops/health-routes";
export { healthRoutes, readinessOf } from "./ops/health-routes";
export type { Logger, LoggerOptions, LogLevel } from "./ops/logger";
export { createLogger, LOG_LEVELS } from "./ops/logger";
export type { NodeAppOptions } from "./ops/node-app";
export { createNodeApp } from "./ops/node-app";
export type { NodeConfig } from "./ops/node-config";
export { NodeConfigError, nodeConfigOrExit, parseNodeConfig } from "./ops/node-config";
export { requestIdOf, requestLog } from "./ops/request-log";
export type { NodeService, StartNodeOptions } from "./ops/start-node";
export { startNode } from "./ops/start-node";
export type { SeedStep } from "./seed/run-seed";
export { runSeed } from "./seed/run-seed";
export { seedDemo, seedRequested } from "./seed/seed-demo";
export { seedSteps } from "./seed/seed-steps";
export { DEMO_ACCOUNTS, DEMO_SHOP_ID, MINIMAL_CREATOR, MINIMAL_SHOP_ID } from "./seed/shops-seed";
export type { InitialStateOptions } from "./shops/initial-state";
export { createInitialStateReader } from "./shops/initial-state";
export { createRecordingMail } from "./testing/recording-mail";
export type { ThemeFileStore, ThemeVersionKey } from "./themes/theme-file-store";
export { databaseThemeFileStore } from "./themes/theme-file-store";
export { checkThemeUpload, versionHash } from "./themes/theme-upload-check";
export { themeUploadOf } from "./themes/theme-upload-of";
export type { PublishedTheme, PublishThemeInput } from "./themes/theme-versions";
export {
  listThemeVersions,
  publishTheme,
  setLiveTheme,
  themeFileUrl,
} from "./themes/theme-versions";
