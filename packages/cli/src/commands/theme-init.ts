import { cp, mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { basename, join, relative, resolve } from "node:path";
import { THEME_HANDLE } from "@vitrine/contract";
import { cliError } from "../cli-error";
import { CLI_VERSION } from "../cli-version";
import { DEFAULT_SHOP_URL } from "../shop/shop-url";
import { TEMPLATE_DIR } from "../template-dir";
import { tarballsByName, themePackageJson } from "../theme/theme-package-json";
import { type Command, stringOption } from "./command";
import { shopOption } from "./shop-option";

// npm leaves `.gitignore` out of a package, so the template carries it under another name.
const RENAMED = new Map([["gitignore", ".gitignore"]]);

/**
 * A handle from a folder name: lowercase, dashes for anything else.
 *
 * @example
 * handleFromFolder("My Studio Theme") // "my-studio-theme"
 */
export function handleFromFolder(folder: string): string {
  return folder
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63);
}

export const themeInit: Command = {
  name: "theme init",
  summary: "start a theme project in a new folder",
  usage: `vitrine theme init <dir> [--shop <url>] [--handle <handle>] [--registry <url>] [--packages <folder>]

Creates <dir> (it must not exist, or be empty) with a theme that replaces the home and product
pages using the theme kit: package.json, tsconfig.json, src/index.ts (defineTheme), its settings
schema, strings in English and French, a story, a unit test and a README of the next commands.
--shop is the shop the theme is for (default ${DEFAULT_SHOP_URL}): the project's scripts
(npm run login, dev, release, rollback) use it.
--handle names the theme (lowercase letters, digits, dashes; default: from <dir>).
--registry writes an .npmrc so npm install takes the packages from that registry (given to npx as
npx --registry <url> @vitrine/cli …, it is used too).
--packages installs Vitrine's packages from the .tgz files in <folder> (pnpm pack-packages)
instead of the registry.`,
  options: {
    shop: { type: "string" },
    handle: { type: "string" },
    registry: { type: "string" },
    packages: { type: "string" },
  },
  positionals: true,
  async run(args, io) {
    const [dir] = args.positionals;
    if (!dir) throw cliError("Where? Give a folder: vitrine theme init <dir>");
    const projectDir = resolve(io.cwd, dir);
    const handle = stringOption(args, "handle") ?? handleFromFolder(basename(projectDir));
    if (!THEME_HANDLE.test(handle)) {
      throw cliError(`"${handle}" is not a theme handle: lowercase letters, digits and dashes.`);
    }
    const existing = await readdir(projectDir).catch(() => null);
    if (existing && existing.length > 0) {
      throw cliError(`${projectDir} is not empty; a theme starts in a new folder.`);
    }
    const shop = shopOption(args, io.env, DEFAULT_SHOP_URL);
    const registry = registryOption(stringOption(args, "registry") ?? io.env.npm_config_registry);
    const packagesDir = stringOption(args, "packages");
    const tarballs = packagesDir ? await tarballsIn(resolve(io.cwd, packagesDir)) : undefined;

    await mkdir(projectDir, { recursive: true });
    await cp(TEMPLATE_DIR, projectDir, { recursive: true });
    await fillPlaceholders(projectDir, { handle, shop });
    for (const [from, to] of RENAMED) await rename(join(projectDir, from), join(projectDir, to));
    const packageJson = themePackageJson({ handle, shop, vitrineVersion: CLI_VERSION, tarballs });
    await writeFile(join(projectDir, "package.json"), `${JSON.stringify(packageJson, null, 2)}\n`);
    if (registry !== null) await writeFile(join(projectDir, ".npmrc"), `registry=${registry}\n`);

    const where = relative(io.cwd, projectDir) || ".";
    io.out(`✓ Theme "${handle}" for ${shop} created in ${where}. Next:`);
    io.out(`  cd ${where} && npm install`);
    io.out("  npm run login      (as the shop's creator)");
    io.out(`  npm run dev        (your theme on ${shop}, in your browser only)`);
    io.out("  npm run release    (check, upload, make it live; see README.md for the rest)");
  },
};

async function tarballsIn(dir: string): Promise<Map<string, string>> {
  const files = await readdir(dir).catch(() => {
    throw cliError(`--packages ${dir}: no such folder.`);
  });
  const tarballs = tarballsByName(files, dir);
  if (tarballs.size === 0) throw cliError(`--packages ${dir} holds no vitrine-*.tgz tarball.`);
  return tarballs;
}

/**
 * The registry the project installs from, when it is not npm's own: `--registry`, or the one npx
 * was given (`npm_config_registry`). Null for the public registry, which needs no `.npmrc`.
 *
 * @example
 * registryOption("http://127.0.0.1:4873/") // "http://127.0.0.1:4873/"
 * registryOption("https://registry.npmjs.org/") // null
 */
export function registryOption(given: string | undefined): string | null {
  if (given === undefined || given === "") return null;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw cliError(`--registry ${given} is not an address like http://127.0.0.1:4873.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw cliError(`--registry ${given} is not an http(s) address.`);
  }
  return url.hostname === "registry.npmjs.org" ? null : url.href;
}

/** Writes the handle and shop where the template says `{{handle}}` and `{{shop}}`. */
async function fillPlaceholders(
  dir: string,
  values: { handle: string; shop: string },
): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    if (!text.includes("{{handle}}") && !text.includes("{{shop}}")) continue;
    await writeFile(
      file,
      text.replaceAll("{{handle}}", values.handle).replaceAll("{{shop}}", values.shop),
    );
  }
}
