/**
 * `pnpm check-packages`: packs every published package to a temporary folder, as
 * `pnpm pack-packages` does, and checks each tarball the way an integrator would meet it:
 *
 * - publint (strict: its warnings fail too) on the unpacked tarball: exports, files, fields;
 * - every bare import of its built files (`dist/**`, code and types) is a dependency or a peer
 *   of the packed package.json, or a Node builtin, so nothing works here only by hoisting;
 * - `attw --profile esm-only`: the types resolve under `node16` ESM and `bundler`.
 *
 * Exits non-zero with the list of problems, package by package.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { builtinModules, createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { packPackages } from "./pack-packages";

const run = promisify(execFile);

interface PackageJson {
  name: string;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * The package an import specifier names, or undefined for a relative or Node builtin one.
 *
 * @example
 * importedPackage("@vitrine/sdk/react") // "@vitrine/sdk"
 * importedPackage("valtio/vanilla") // "valtio"
 * importedPackage("node:fs") // undefined
 */
export function importedPackage(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  if (specifier.startsWith("node:") || builtinModules.includes(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The specifiers of every static, re-export and dynamic import of an ES module or .d.ts. */
export function importSpecifiers(source: string): string[] {
  // Statements start a line in esbuild's and rollup-plugin-dts's output; a string that happens
  // to hold "from" inside code does not.
  const pattern =
    /^\s*(?:import|export)\s[^;]*?\bfrom\s*["']([^"'\n]+)["']|^\s*import\s*["']([^"'\n]+)["']|\bimport\(\s*["']([^"'\n]+)["']\s*\)/gm;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? match[3]) as string);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function publintProblems(packageDir: string): Promise<string[]> {
  // The folder is the unpacked tarball: every file in it is published, nothing to pack again.
  const { messages, pkg } = await publint({ pkgDir: packageDir, pack: false, strict: true });
  return messages.map(
    (message) =>
      `publint ${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`,
  );
}

async function undeclaredImports(packageDir: string, pkg: PackageJson): Promise<string[]> {
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const problems: string[] = [];
  for (const file of await filesUnder(join(packageDir, "dist"))) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    for (const specifier of importSpecifiers(await readFile(file, "utf8"))) {
      const name = importedPackage(specifier);
      if (name !== undefined && !declared.has(name)) {
        problems.push(
          `${relative(packageDir, file)} imports "${specifier}", which is neither a dependency nor a peer`,
        );
      }
    }
  }
  return problems;
}

async function attwProblems(tarball: string, pkg: PackageJson): Promise<string[]> {
  const manifest = createRequire(import.meta.url).resolve("@arethetypeswrong/cli/package.json");
  const attw = join(dirname(manifest), JSON.parse(await readFile(manifest, "utf8")).bin.attw);
  // A stylesheet subpath has no types to check.
  const stylesheets = Object.keys(pkg.exports ?? {}).filter((subpath) => subpath.endsWith(".css"));
  const args = [attw, tarball, "--profile", "esm-only", "--format", "ascii", "--no-color"];
  // Types of untyped dependencies would come from the registry; the packages carry their own.
  args.push("--no-definitely-typed", "--no-emoji");
  if (stylesheets.length > 0) args.push("--exclude-entrypoints", ...stylesheets);
  try {
    await run(process.execPath, args);
    return [];
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return [`attw --profile esm-only:\n${`${stdout}${stderr}`.trim()}`];
  }
}

/**
 * Every problem publint, the import check and attw find in a packed package, unpacked for the
 * first two into `workDir` (which must exist).
 */
export async function tarballProblems(tarball: string, workDir: string): Promise<string[]> {
  await run("tar", ["-xzf", tarball, "-C", workDir]);
  const packageDir = join(workDir, "package");
  const pkg = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8")) as PackageJson;
  return [
    ...(await publintProblems(packageDir)),
    ...(await undeclaredImports(packageDir, pkg)),
    ...(await attwProblems(tarball, pkg)),
  ];
}

if (import.meta.filename === process.argv[1]) {
  const workDir = await mkdtemp(join(tmpdir(), "vitrine-check-packages-"));
  let failed = false;
  try {
    for (const { name, file, bytes } of await packPackages(join(workDir, "tarballs"))) {
      const unpacked = join(workDir, name.replace("/", "+"));
      await mkdir(unpacked);
      const problems = await tarballProblems(file, unpacked);
      const size = `${(bytes / 1024).toFixed(1)} KB packed`;
      if (problems.length === 0) {
        console.log(`ok    ${name} (${size})`);
        continue;
      }
      failed = true;
      console.log(`FAIL  ${name} (${size}): ${problems.length} problem(s)`);
      for (const problem of problems) console.log(`  - ${problem.replaceAll("\n", "\n    ")}`);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}
