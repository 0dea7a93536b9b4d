// What the host's tests and the repository's scripts (start, the benches, the cluster) run a shop
// API with; the package's other modules are imported by their own paths inside it.
export { createShopApi } from "./app";
export { generateSecrets, loadSecrets } from "./auth/secrets";
export type { ShopDatabase } from "./db/database";
export { openDatabase } from "./db/database";
export { openMailTransport } from "./mail/open-mail-transport";
export { readOutbox } from "./mail/outbox-transport";
export { createLogger } from "./ops/logger";
export { nodeConfigOrExit } from "./ops/node-config";
export { startNode } from "./ops/start-node";
export { seedDemo, seedRequested } from "./seed/seed-demo";
export { DEMO_ACCOUNTS, DEMO_SHOP_ID, MINIMAL_CREATOR, MINIMAL_SHOP_ID } from "./seed/shops-seed";
export { createRecordingMail } from "./testing/recording-mail";
export { themeUploadOf } from "./themes/theme-upload-of";
export { publishTheme } from "./themes/theme-versions";
