import { cp, mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { basename, join, relative, resolve } from "node:path";
import { THEME_HANDLE } from "@vitrine/contract";
import { cliError } from "../cli-error";
import { CLI_VERSION } from "../cli-version";
import { TEMPLATE_DIR } from "../template-dir";
import { tarballsByName, themePackageJson } from "../theme/theme-package-json";
import { type Command, stringOption } from "./command";

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
  usage: `vitrine theme init <dir> [--handle <handle>] [--packages <folder>]

Creates <dir> (it must not exist, or be empty) with a theme that replaces the home and product
pages using the theme kit: package.json, tsconfig.json, src/index.ts (defineTheme), its settings
schema, strings in English and French, a story, a unit test and a README of the next commands.
--handle names the theme (lowercase letters, digits, dashes; default: from <dir>).
--packages installs Vitrine's packages from the .tgz files in <folder> (pnpm pack-packages)
instead of the registry.`,
  options: { handle: { type: "string" }, packages: { type: "string" } },
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
    const packagesDir = stringOption(args, "packages");
    const tarballs = packagesDir ? await tarballsIn(resolve(io.cwd, packagesDir)) : undefined;

    await mkdir(projectDir, { recursive: true });
    await cp(TEMPLATE_DIR, projectDir, { recursive: true });
    await fillPlaceholders(projectDir, { handle });
    for (const [from, to] of RENAMED) await rename(join(projectDir, from), join(projectDir, to));
    const packageJson = themePackageJson({ handle, vitrineVersion: CLI_VERSION, tarballs });
    await writeFile(join(projectDir, "package.json"), `${JSON.stringify(packageJson, null, 2)}\n`);

    const where = relative(io.cwd, projectDir) || ".";
    io.out(`✓ Theme "${handle}" created in ${where}. Next:`);
    io.out(`  cd ${where} && npm install`);
    io.out("  npx vitrine login --shop http://demo.localhost:3000");
    io.out("  npm run dev        (see README.md for the rest)");
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

/** Writes the handle where the template says `{{handle}}`, in every text file it copied. */
async function fillPlaceholders(dir: string, values: { handle: string }): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    if (text.includes("{{handle}}"))
      await writeFile(file, text.replaceAll("{{handle}}", values.handle));
  }
}
