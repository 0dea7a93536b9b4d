/**
 * `pnpm pack-packages [outDir]`: packs every published package (`published-packages.ts`) into
 * `outDir` (`dist/packages` unless told) as `pnpm pack` does, so each tarball holds a fresh build
 * (`prepack`) and the `publishConfig` exports, with `workspace:*` rewritten to versions. Prints
 * each tarball's path and size.
 */
import { mkdir, readFile, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { PUBLISHED_PACKAGES } from "./published-packages";
import { DEFAULT_PACKAGES_OUT_DIR, REPO_ROOT } from "./repo-paths";
import { runPnpm } from "./run-pnpm";

export interface PackedPackage {
  /** The package's name, `@vitrine/sdk`. */
  name: string;
  /** The tarball's absolute path. */
  file: string;
  /** The tarball's size in bytes (gzip, as npm stores it). */
  bytes: number;
}

/**
 * The file `pnpm pack` writes for a package.
 *
 * @example
 * tarballName("@vitrine/sdk", "0.1.0") // "vitrine-sdk-0.1.0.tgz"
 */
export function tarballName(name: string, version: string): string {
  return `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
}

/** Packs the published packages into `outDir`, one after the other (each builds first). */
export async function packPackages(outDir: string): Promise<PackedPackage[]> {
  const destination = resolve(outDir);
  await mkdir(destination, { recursive: true });
  const packed: PackedPackage[] = [];
  for (const folder of PUBLISHED_PACKAGES) {
    const packageDir = join(REPO_ROOT, folder);
    const { name, version } = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8"));
    const file = join(destination, tarballName(name, version));
    // A tarball left by an earlier run must not pass for this one's.
    await rm(file, { force: true });
    await runPnpm(["pack", "--pack-destination", destination], { cwd: packageDir, quiet: true });
    packed.push({ name, file, bytes: (await stat(file)).size });
  }
  return packed;
}

if (import.meta.filename === process.argv[1]) {
  // pnpm runs this script in scripts/; a relative outDir means one from where it was typed.
  const outArgument = process.argv[2];
  const outDir = outArgument
    ? resolve(process.env.INIT_CWD ?? process.cwd(), outArgument)
    : DEFAULT_PACKAGES_OUT_DIR;
  for (const { file, bytes } of await packPackages(outDir)) {
    console.log(`${file}  ${(bytes / 1024).toFixed(1)} KB (${bytes} bytes)`);
  }
}
