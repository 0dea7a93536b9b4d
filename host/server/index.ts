// What the repository's scripts (start, build-missing, the server-render and render-pool
// benches) start a host with; the server's other modules are imported by their own paths.
export type { HostServerOptions, ShopBackend } from "./create-host-server";
export { createHostServer } from "./create-host-server";
export { ISOLATE_BUNDLE_FILE, loadThemeRenderPool } from "./isolated-theme-pages";
export type { ThemeRenderPool } from "./render-pool";
export { createRenderPool } from "./render-pool";
export { loadPageRenderer, SERVER_RENDERER_FILE } from "./server-render";
export { createThemeIsolates } from "./theme-isolate";
export { createThemeTrial } from "./theme-trial";
