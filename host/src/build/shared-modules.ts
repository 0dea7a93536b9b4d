/**
 * The modules the host and a shop's theme script must share, one copy each: two copies of React
 * break hooks, two routers or SDKs do not see each other's state. A theme build leaves these
 * bare imports as they are (`external`); the host's import map resolves them to its own chunks.
 *
 * `commonjs` marks packages published as CommonJS: their named exports cannot be re-exported
 * with `export *`, so the shared entry lists them. `onDemand` marks a module the app does not
 * load beside every theme script: the browser fetches it through the import map when a theme
 * script imports it. The names are the contract's
 * `SHARED_MODULE_SPECIFIERS` (a test holds them equal): the Vite config loads this file before the
 * contract's TypeScript can be compiled.
 */
export const SHARED_MODULES = [
  { specifier: "react", commonjs: true },
  { specifier: "react/jsx-runtime", commonjs: true },
  { specifier: "react-dom", commonjs: true },
  { specifier: "@tanstack/react-router" },
  { specifier: "@vitrine/sdk" },
  { specifier: "@vitrine/sdk/react" },
  // The default theme is built on the kit, so the host runs it already; a theme script that reuses
  // its components gets these copies (styles included, on the page with the default theme's).
  { specifier: "@vitrine/theme-kit" },
  // Loaded only by a theme script that imports them: a home page has no form to fill or pay with.
  { specifier: "@vitrine/theme-kit/forms", onDemand: true },
  { specifier: "@vitrine/theme-kit/checkout", onDemand: true },
  // Theme pages translate with the host's i18next instance, reached through this package's context.
  { specifier: "react-i18next" },
] as const satisfies readonly SharedModule[];

/** The bare name of a shared module. */
export type SharedSpecifier = (typeof SHARED_MODULES)[number]["specifier"];

export interface SharedModule {
  specifier: string;
  commonjs?: true;
  onDemand?: true;
}

/**
 * The entry name of a shared module's chunk.
 *
 * @example
 * sharedEntryName("@tanstack/react-router") // "shared/tanstack-react-router"
 * sharedEntryName("react/jsx-runtime") // "shared/react-jsx-runtime"
 */
export function sharedEntryName(specifier: string): string {
  return `shared/${specifier.replace(/^@/, "").replace(/[^a-zA-Z0-9]+/g, "-")}`;
}
