/** The packages a theme project depends on, by name: Vitrine's, then what its tools need. */
const VITRINE_PACKAGES = ["@vitrine/contract", "@vitrine/sdk", "@vitrine/theme-kit"] as const;

/** The versions a new theme starts on: those the host shares (React 19, react-i18next 15) and the tools' own. */
export const THEME_DEPENDENCIES: Readonly<Record<string, string>> = Object.freeze({
  i18next: "^25.10.10",
  react: "^19.3.1",
  "react-dom": "^19.3.1",
  "react-i18next": "^15.7.4",
});

/** Storybook with the kit's preset, its stories as tests in Chromium (Vitest, Playwright), msw for the fake platform. */
export const THEME_DEV_DEPENDENCIES: Readonly<Record<string, string>> = Object.freeze({
  "@storybook/addon-a11y": "10.6.7",
  "@storybook/addon-vitest": "10.6.7",
  "@storybook/react-vite": "10.6.7",
  "@types/node": "^20.19.0",
  "@types/react": "^19.3.0",
  "@types/react-dom": "^19.3.0",
  "@vitest/browser": "4.1.12",
  "@vitest/browser-playwright": "4.1.12",
  msw: "2.9.0",
  "msw-storybook-addon": "^2.0.7",
  playwright: "~1.58.2",
  storybook: "10.6.7",
  typescript: "~5.9.3",
  vite: "^7.3.8",
  vitest: "^4.1.12",
});

export interface ThemePackageOptions {
  handle: string;
  /** The shop's origin the project's scripts work on (`--shop`). */
  shop: string;
  /** The version of Vitrine's packages to depend on: the CLI's own. */
  vitrineVersion: string;
  /** Packed tarballs to install instead of the registry, by package name (`--packages`). */
  tarballs?: ReadonlyMap<string, string>;
}

/**
 * The new theme project's `package.json`. With `tarballs` (this repo's tests, or packages not yet
 * on a registry), each Vitrine package is a `file:` dependency and `overrides` make the packages'
 * dependencies on each other use the same tarballs.
 *
 * @example
 * themePackageJson({ handle: "studio", shop: "https://demo.example", vitrineVersion: "0.1.0" }).dependencies["@vitrine/sdk"] // "^0.1.0"
 * // scripts.dev === "vitrine theme dev --shop https://demo.example"
 */
export function themePackageJson({ handle, shop, vitrineVersion, tarballs }: ThemePackageOptions) {
  const spec = (name: string) => {
    const tarball = tarballs?.get(name);
    return tarball ? `file:${tarball}` : `^${vitrineVersion}`;
  };
  const vitrine = Object.fromEntries(VITRINE_PACKAGES.map((name) => [name, spec(name)]));
  return {
    name: `${handle}-theme`,
    version: "0.1.0",
    private: true,
    type: "module",
    // The shop the theme is for, in each command that talks to it (npm's own `publish` is another
    // thing, hence `release`).
    scripts: {
      login: `vitrine login --shop ${shop}`,
      dev: `vitrine theme dev --shop ${shop}`,
      release: `vitrine theme publish --shop ${shop}`,
      rollback: `vitrine theme rollback --shop ${shop}`,
      check: "vitrine theme check",
      build: "vitrine theme build",
      storybook: "storybook dev -p 6006",
      test: "vitest run",
    },
    // msw copies its service worker here on install: Storybook serves it to fake the shop's API.
    msw: { workerDirectory: [".storybook/public"] },
    dependencies: { ...vitrine, ...THEME_DEPENDENCIES },
    devDependencies: { "@vitrine/cli": spec("@vitrine/cli"), ...THEME_DEV_DEPENDENCIES },
    ...(tarballs && tarballs.size > 0
      ? {
          overrides: Object.fromEntries(
            [...VITRINE_PACKAGES, "@vitrine/cli"]
              .filter((name) => tarballs.has(name))
              .map((name) => [name, `$${name}`]),
          ),
        }
      : {}),
  };
}

/**
 * The Vitrine tarballs in a folder, by package name, as `pnpm pack` names them.
 *
 * @example
 * tarballsByName(["vitrine-sdk-0.1.0.tgz", "vitrine-theme-kit-0.1.0.tgz", "notes.txt"], "/tmp/pk")
 * // → Map { "@vitrine/sdk" => "/tmp/pk/vitrine-sdk-0.1.0.tgz", "@vitrine/theme-kit" => "/tmp/pk/vitrine-theme-kit-0.1.0.tgz" }
 */
export function tarballsByName(files: readonly string[], dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const match = /^vitrine-([a-z-]+?)-\d+\.\d+\.\d+(?:-[\w.]+)?\.tgz$/.exec(file);
    if (match) found.set(`@vitrine/${match[1]}`, `${dir.replace(/\/+$/, "")}/${file}`);
  }
  return found;
}
