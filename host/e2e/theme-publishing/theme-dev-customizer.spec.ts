import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, request, test } from "@playwright/test";
import { endpoints, THEME_SETTINGS_API_PATH, type ThemeSettingsState } from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { logIn } from "../demo-shop";
import { EDITOR_WIDTHS, showEditorView } from "../editor-views";
import { shopUrl } from "../shop-url";
import { startCommand } from "./run-command";

const repo = resolve(import.meta.dirname, "../../..");
// The workspace's CLI from its source, as the demo's own publish runs it.
// The CLI package has tsx as its own dev dependency; the workspace root has none in a clean install.
const TSX = join(repo, "packages/cli/node_modules/.bin/tsx");
const CLI = join(repo, "packages/cli/src/cli.ts");

/** The example theme, copied, with a setting the published version lacks, shown on its home page. */
async function themeWithNewSetting(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "vitrine-dev-customizer-"));
  const source = join(repo, "themes/minimal");
  for (const entry of ["src", "package.json", "tsconfig.json"]) {
    await cp(join(source, entry), join(dir, entry), { recursive: true });
  }
  await symlink(join(source, "node_modules"), join(dir, "node_modules"), "dir");
  // Its TypeScript settings extend the workspace's, named from its own folder.
  const tsconfig = join(dir, "tsconfig.json");
  await writeFile(
    tsconfig,
    (await readFile(tsconfig, "utf8")).replace(
      '"../../tsconfig.base.json"',
      JSON.stringify(join(repo, "tsconfig.base.json")),
    ),
  );
  const settings = join(dir, "src/settings.ts");
  await writeFile(
    settings,
    (await readFile(settings, "utf8")).replace(
      '        default: "",\n      },',
      '        default: "",\n      },\n      { type: "text", id: "hero_kicker", label: "Kicker", maxLength: 40, default: "Just in" },',
    ),
  );
  const home = join(dir, "src/pages/minimal-home.tsx");
  await writeFile(
    home,
    (await readFile(home, "utf8"))
      .replace(
        "  const heading =",
        '  const kicker = useThemeSetting<string>("hero_kicker");\n  const heading =',
      )
      .replace(
        '<h1 className="vm-title">{heading}</h1>',
        '<h1 className="vm-title">{heading}</h1>\n        <p data-kicker="">{kicker}</p>',
      ),
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A session of the minimal shop's creator, from the shop API's login, and the live settings as
 * its customizer opens them (no preview: the shop's own).
 */
async function minimalCreator() {
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${process.env.VITRINE_E2E_PORT}`,
    extraHTTPHeaders: { "X-ShopId": "shop_minimal" },
  });
  const response = await api.post(endpoints.auth.loginCreator.path, {
    data: DEMO_CREDENTIALS.minimalCreator,
  });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
  const liveSettings = async () => {
    const answer = await api.get(THEME_SETTINGS_API_PATH, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: ThemeSettingsState }).data;
  };
  return { token, liveSettings };
}

// Each width starts its own dev server and preview; one after the other.
test.describe.configure({ mode: "serial" });

for (const { name, viewport, phone } of EDITOR_WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a dev theme's new setting is in the customizer's panel, changes the frame, and the live shop is untouched", async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(180_000);
      page.on("dialog", (dialog) => dialog.accept());
      const { token, liveSettings } = await minimalCreator();
      const theme = await themeWithNewSetting();
      const shop = shopUrl("minimal").replace(/\/$/, "");
      const dev = startCommand(
        TSX,
        [CLI, "theme", "dev", "--shop", shop, "--dir", theme.dir, "--port", "0"],
        { cwd: theme.dir, env: { VITRINE_TOKEN: token }, until: /within 5 minutes\):\s+(\S+)/ },
      );
      try {
        const before = await liveSettings();
        const [, previewUrl] = await dev.ready;
        await page.goto(previewUrl as string);
        await logIn(context, token, "minimal");
        await page.goto(shopUrl("minimal", "/customize"));

        await expect(
          page.getByText("Theme in development — changes here are not saved to the shop"),
        ).toBeVisible();
        const kicker = page.getByRole("form", { name: "Theme settings" }).getByLabel("Kicker");
        await expect(kicker).toHaveValue("Just in");
        const frame = page.frameLocator('iframe[title="Storefront preview"]');
        await kicker.fill("Fresh drop");
        await showEditorView(page, phone, "Shop preview");
        await expect(frame.locator("[data-kicker]")).toHaveText("Fresh drop");
        await showEditorView(page, phone, "Settings");
        await page.getByRole("button", { name: "Save draft" }).click();
        await expect(page.locator(".vc-status")).toContainText("Draft saved");
        await page.reload();
        await expect(kicker).toHaveValue("Fresh drop");

        // The live shop: its draft, settings and visitors are as they were.
        const after = await liveSettings();
        expect(after.revision).toBe(before.revision);
        expect(after.draft).toEqual(before.draft);
        expect(after.published).toEqual(before.published);
        const visitor = await browser.newPage();
        await visitor.goto(shopUrl("minimal"));
        await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(visitor.getByText("Fresh drop")).toHaveCount(0);
        await visitor.close();
      } finally {
        dev.child.kill("SIGINT");
        await theme.remove();
      }
    });
  });
}
