import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { startLocalRegistry } from "../../../scripts/registry";
import { shopUrl } from "../shop-url";
import { runCommand, startCommand } from "./run-command";

// A person's shell, not this workspace's: nothing of pnpm's or the workspace's settings leaks in,
// nor the NODE_ENV=production a Vite build in this worker leaves behind (an earlier journey
// bundles an app), with which npm install left out every devDependency of the theme.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(npm_|pnpm_|PNPM_|NODE_OPTIONS$|NODE_ENV$)/i.test(key),
  ),
);

test("a theme developer starts a theme in their own folder, previews, checks, publishes and rolls it back", async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  const work = await mkdtemp(join(tmpdir(), "vitrine-theme-developer-"));
  const env = {
    ...cleanEnv,
    VITRINE_CONFIG_DIR: join(work, "config"),
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
  };
  const shop = shopUrl("minimal").replace(/\/$/, "");
  const creator = DEMO_CREDENTIALS.minimalCreator;
  const sh = async (command: string, args: string[], cwd: string, input?: string) => {
    const result = await runCommand(command, args, { cwd, env, input, exactEnv: true });
    expect(result.code, `${command} ${args.join(" ")}\n${result.output}`).toBe(0);
    return result.output;
  };

  // A real npm registry on this machine with the packages published, as `pnpm registry` runs it.
  const registry = await test.step("start the local registry (pnpm registry)", () =>
    startLocalRegistry(0));
  test.info().attach("registry", { body: registry.url });

  // docs/themes.md's first steps, as written there, with this registry and shop.
  const started = Date.now();
  const project = join(work, "studio");
  try {
    await test.step("npx @vitrine/cli theme init, then npm install, from the registry", async () => {
      const init = await sh(
        "npx",
        [
          "--yes",
          "--registry",
          registry.url,
          "@vitrine/cli",
          "theme",
          "init",
          "studio",
          "--shop",
          shop,
        ],
        work,
      );
      expect(init).toContain(`for ${shop} created in studio`);
      expect(await readFile(join(project, ".npmrc"), "utf8")).toBe(`registry=${registry.url}/\n`);
      await sh("npm", ["install"], project);
    });
  } finally {
    // Everything is installed: the registry is not needed any more.
    await registry.close();
  }
  const local = join(project, "node_modules/.bin/vitrine");

  await test.step("the starter's unit tests and stories pass in Chromium", async () => {
    expect(await sh("npm", ["test"], project)).toMatch(/Tests .*passed/);
  });

  await test.step("check and build", async () => {
    expect(await sh(local, ["theme", "check"], project)).toMatch(/✓ studio: typecheck.*budget/);
    await sh(local, ["theme", "build"], project);
    const manifest = JSON.parse(await readFile(join(project, "dist/theme/manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ handle: "studio", locales: ["en", "fr"] });
    expect(manifest.entry).toMatch(/^theme\.[0-9a-f]{8}\.js$/);
  });

  await test.step("a wrong password and an unreachable shop are clear failures", async () => {
    const wrong = await runCommand(
      local,
      ["login", "--shop", shop, "--email", creator.email, "--password-stdin"],
      { cwd: project, env, input: "not-the-password\n", exactEnv: true },
    );
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("The email or password is not correct.");
    const nowhere = await runCommand(local, ["theme", "list", "--shop", "http://127.0.0.1:9"], {
      cwd: project,
      env: { ...env, VITRINE_TOKEN: "x" },
      exactEnv: true,
    });
    expect(nowhere.code).toBe(1);
    expect(nowhere.output).toContain("Cannot reach the shop");
  });

  await test.step("npm run login as the shop's creator, then npm run release", async () => {
    await sh(
      "npm",
      ["run", "login", "--", "--email", creator.email, "--password-stdin"],
      project,
      `${creator.password}\n`,
    );
    expect(await sh("npm", ["run", "release"], project)).toContain("Published studio version 1");
  });
  const initToPublishedMs = Date.now() - started;

  await test.step("visitors get the new theme's home page", async () => {
    await page.goto(shopUrl("minimal"));
    await expect(page.getByRole("heading", { level: 1, name: "New this week" })).toBeVisible();
    await expect(page.locator('[data-theme="minimal"]')).toHaveCount(0);
    const listed = await sh(local, ["theme", "list", "--shop", shop], project);
    expect(listed).toMatch(/^\* studio@1 /m);
    expect(listed).toMatch(/^ {2}minimal@1 /m);
  });

  await test.step("theme dev: a saved edit shows in the previewing browser without a reload", async () => {
    const dev = startCommand(local, ["theme", "dev", "--shop", shop, "--port", "0"], {
      cwd: project,
      env,
      exactEnv: true,
      until: /within 5 minutes\):\s+(\S+)/,
    });
    try {
      const [, previewUrl] = await dev.ready;
      await page.goto(previewUrl as string);
      await expect(page.getByRole("heading", { level: 2, name: "Latest products" })).toBeVisible();
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const file = join(project, "src/pages/home-page.tsx");
      const source = await readFile(file, "utf8");
      const savedAt = Date.now();
      await writeFile(file, source.replace('{t("theme.latest")}', "Fresh from the studio"));
      await expect(
        page.getByRole("heading", { level: 2, name: "Fresh from the studio" }),
      ).toBeVisible();
      const editToScreenMs = Date.now() - savedAt;
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      console.log(`theme dev: edit to screen ${editToScreenMs} ms`);
    } finally {
      await dev.stop();
    }
  });

  await test.step("rollback brings the previous theme back", async () => {
    expect(await sh("npm", ["run", "rollback"], project)).toContain("minimal@1 is the live theme");
    const visitor = await page.context().browser()?.newPage();
    await visitor?.goto(shopUrl("minimal"));
    await expect(visitor?.locator('[data-theme="minimal"]') ?? page.locator("none")).toBeVisible();
    await visitor?.close();
  });

  console.log(`theme developer: init to published in ${(initToPublishedMs / 1000).toFixed(1)} s`);
});
