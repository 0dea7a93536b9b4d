/**
 * The workspace folders published to npm, relative to the repository root: what
 * `pnpm pack-packages` packs and `pnpm check-packages` lints. A new package is one more line.
 */
export const PUBLISHED_PACKAGES: readonly string[] = [
  "packages/contract",
  "packages/sdk",
  "packages/theme-kit",
  "packages/cli",
];
