import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { EDITOR_WIDTHS } from "../editor-views";
import { copyOfMinimalTheme, edit, minimalCreator, startThemeDev } from "./dev-theme";

const HOME = "src/pages/minimal-home.tsx";

/** The overlay of the build's problems, as the previewing browser shows it. */
const overlay = (page: Page) => page.getByRole("alertdialog");

// Each width starts its own dev server and preview; one after the other.
test.describe.configure({ mode: "serial" });

for (const { name, viewport } of EDITOR_WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a type error and a broken build show over the previewing page at their file:line and clear on the next good build; a used link and a stopped dev server say what to do", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const { token } = await minimalCreator();
      const theme = await copyOfMinimalTheme();
      const home = join(theme.dir, HOME);
      const dev = startThemeDev(theme.dir, token);
      try {
        const [, previewUrl] = await dev.ready;
        await page.goto(previewUrl as string);
        const bar = page.getByRole("complementary", { name: "Theme preview" });
        await expect(bar).toContainText("Previewing minimal from your computer");
        await expect(overlay(page)).toHaveCount(0);

        // A type error: the page keeps working (esbuild builds it), the overlay names the place.
        const original = await readFile(home, "utf8");
        await edit(home, (text) => `${text}\nexport const broken: number = "text";\n`);
        const lines = original.split("\n").length + 1;
        await expect(overlay(page)).toContainText(`${HOME}:${lines}:14`, { timeout: 60_000 });
        await expect(overlay(page)).toContainText("typecheck");
        await expect(overlay(page)).toContainText("TS2322");
        await page.screenshot({ path: test.info().outputPath(`type-error-${name}.png`) });

        // Fixed: the next good build clears it.
        await edit(home, () => original);
        await expect(overlay(page)).toHaveCount(0, { timeout: 30_000 });

        // A build that fails: its place and the bundler's message, the last good build on screen.
        await edit(home, (text) => text.replace("export function", "export function function"));
        await expect(overlay(page)).toContainText(HOME, { timeout: 30_000 });
        await expect(overlay(page)).toContainText(/build\s*Expected/);
        await page.screenshot({ path: test.info().outputPath(`build-error-${name}.png`) });
        await page.getByRole("button", { name: "Dismiss" }).click();
        await expect(overlay(page)).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await edit(home, () => original);

        // The preview link works once: opened again, a page says what to do.
        const used = await page.context().newPage();
        await used.goto(previewUrl as string);
        await expect(
          used.getByRole("heading", { name: "This preview link has expired" }),
        ).toBeVisible();
        await expect(used.getByText("vitrine theme dev", { exact: true })).toBeVisible();
        await used.screenshot({ path: test.info().outputPath(`link-gone-${name}.png`) });
        await used.close();

        // The dev server stops: the bar says so.
        await dev.stop();
        await expect(bar).toContainText("The dev server for minimal stopped", { timeout: 30_000 });
        await page.screenshot({ path: test.info().outputPath(`stopped-${name}.png`) });
      } finally {
        await dev.stop();
        await theme.remove();
      }
    });
  });
}
