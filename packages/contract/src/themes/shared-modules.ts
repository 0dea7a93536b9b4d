/**
 * The bare module names a theme script may import besides its own files, each resolved by the
 * host's import map to the host's single copy: two copies of React break hooks, two routers or
 * SDKs do not see each other's state. A theme build leaves them external; the shop API refuses an
 * upload that imports anything else.
 */
export const SHARED_MODULE_SPECIFIERS: readonly string[] = Object.freeze([
  "react",
  "react/jsx-runtime",
  "react-dom",
  "@tanstack/react-router",
  "@vitrine/sdk",
  "@vitrine/sdk/react",
  "@vitrine/theme-kit",
  "@vitrine/theme-kit/forms",
  "@vitrine/theme-kit/checkout",
  "react-i18next",
]);
