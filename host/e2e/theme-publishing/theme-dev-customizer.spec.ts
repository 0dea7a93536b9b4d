import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { logIn } from "../demo-shop";
import { EDITOR_WIDTHS, showEditorView } from "../editor-views";
import { shopUrl } from "../shop-url";
import { copyOfMinimalTheme, edit, minimalCreator, startThemeDev } from "./dev-theme";

/** The example theme, copied, with a setting the published version lacks, shown on its home page. */
async function themeWithNewSetting(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const theme = await copyOfMinimalTheme();
  const { dir } = theme;
  await edit(join(dir, "src/settings.ts"), (text) =>
    text.replace(
      '        default: "",\n      },',
      '        default: "",\n      },\n      { type: "text", id: "hero_kicker", label: "Kicker", maxLength: 40, default: "Just in" },',
    ),
  );
  await edit(join(dir, "src/pages/minimal-home.tsx"), (text) =>
    text
      .replace(
        "  const heading =",
        '  const kicker = useThemeSetting<string>("hero_kicker");\n  const heading =',
      )
      .replace(
        '<h1 className="vm-title">{heading}</h1>',
        '<h1 className="vm-title">{heading}</h1>\n        <p data-kicker="">{kicker}</p>',
      ),
  );
  return theme;
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
      const dev = startThemeDev(theme.dir, token);
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
        await dev.stop();
        await theme.remove();
      }
    });
  });
}
