export type { Encoding } from "./compression";
export { chooseEncoding, compression, isCompressible } from "./compression";
export type { HostServerOptions, ShopBackend } from "./create-host-server";
export { createHostServer, ERROR_PAGE_STATUS } from "./create-host-server";
export { escapeHtml, jsonForScript } from "./html-escape";
export { ISOLATE_BUNDLE_FILE, isolateBridge, loadThemeRenderPool } from "./isolated-theme-pages";
export type { PageHead, PageHeadInput } from "./page-head";
export { pageHead, renderPageHead, summarize } from "./page-head";
export type { PageParts, PageTemplate } from "./page-template";
export { compilePageTemplate } from "./page-template";
export { majorUnits, productImageUrls, productJsonLd } from "./product-json-ld";
export type { RenderPoolOptions, RenderPoolStats, ThemeRenderPool } from "./render-pool";
export { createRenderPool } from "./render-pool";
export type { PageRenderer, RenderRequest } from "./server-render";
export {
  loadPageRenderer,
  pageStream,
  renderPlace,
  SERVER_RENDERER_FILE,
} from "./server-render";
export type { StaticFiles } from "./static-files";
export { HASHED_ASSETS_PREFIX, indexStaticFiles } from "./static-files";
export type { BridgedResponse, IsolateJob, ThemeIsolates } from "./theme-isolate";
export { createThemeIsolates } from "./theme-isolate";
export type { RenderFailureKind } from "./theme-render-fault";
export { ThemeRenderFault } from "./theme-render-fault";
export type { TrialBackend } from "./theme-trial";
export { createThemeTrial } from "./theme-trial";
