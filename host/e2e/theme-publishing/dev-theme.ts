import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect } from "@playwright/test";
import { THEME_SETTINGS_API_PATH, type ThemeSettingsState } from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { shopUrl } from "../shop-url";
import { creatorSession } from "./creator-session";
import { startCommand } from "./run-command";

const repo = resolve(import.meta.dirname, "../../..");
// The workspace's CLI from its source, as the demo's own publish runs it.
// The CLI package has tsx as its own dev dependency; the workspace root has none in a clean install.
const TSX = join(repo, "packages/cli/node_modules/.bin/tsx");
const CLI = join(repo, "packages/cli/src/cli.ts");

/** A copy of the example theme in a folder of its own, as a developer's project. */
export async function copyOfMinimalTheme(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "vitrine-dev-theme-"));
  const source = join(repo, "themes/minimal");
  for (const entry of ["src", "package.json", "tsconfig.json"]) {
    await cp(join(source, entry), join(dir, entry), { recursive: true });
  }
  // Its packages, with TypeScript and Node's types, which a developer's project installs and the
  // workspace hoists to its root.
  const modules = join(dir, "node_modules");
  await mkdir(join(modules, "@types"), { recursive: true });
  for (const entry of await readdir(join(source, "node_modules"))) {
    if (entry !== "@types")
      await symlink(join(source, "node_modules", entry), join(modules, entry));
  }
  for (const types of ["node", "react"]) {
    await symlink(join(repo, "node_modules/@types", types), join(modules, "@types", types));
  }
  await symlink(join(repo, "node_modules/typescript"), join(modules, "typescript"));
  // Its TypeScript settings extend the workspace's, named from its own folder.
  await edit(join(dir, "tsconfig.json"), (text) =>
    text.replace('"../../tsconfig.base.json"', JSON.stringify(join(repo, "tsconfig.base.json"))),
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Rewrites a file of the copy, as an editor's save. */
export async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, "utf8")));
}

/**
 * A session of the minimal shop's creator, from the shop API's login, and the live settings as
 * its customizer opens them (no preview: the shop's own).
 */
export async function minimalCreator() {
  const { api, token } = await creatorSession("shop_minimal", DEMO_CREDENTIALS.minimalCreator);
  const liveSettings = async () => {
    const answer = await api.get(THEME_SETTINGS_API_PATH, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: ThemeSettingsState }).data;
  };
  return { token, liveSettings };
}

/** `vitrine theme dev` on a theme's folder for the minimal shop, resolved with its preview link. */
export function startThemeDev(dir: string, token: string) {
  const shop = shopUrl("minimal").replace(/\/$/, "");
  return startCommand(TSX, [CLI, "theme", "dev", "--shop", shop, "--dir", dir, "--port", "0"], {
    cwd: dir,
    env: { VITRINE_TOKEN: token },
    until: /within 5 minutes\):\s+(\S+)/,
  });
}
