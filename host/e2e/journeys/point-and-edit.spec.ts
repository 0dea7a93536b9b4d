import type { Page } from "@playwright/test";
import { logIn, shopApi, tokenOf } from "../demo-shop";
import { showEditorView } from "../editor-views";
import { expect, test } from "./fixtures";

// A journey walks many steps and runs axe: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

/** Each shop is customized on its own host: the only customizer origin its storefront trusts. */
const customizePage = () => `http://demo.localhost:${process.env.VITRINE_E2E_PORT}/customize`;

async function openCustomizer(page: Page) {
  await logIn(page.context(), await tokenOf(await shopApi(), "creator"));
  await page.goto(customizePage());
  await expect(page.getByRole("heading", { level: 1, name: "Customize your theme" })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  await expect(frame.locator('[data-vt-section="hero"] h1')).toBeAttached();
  return frame;
}

/** The panel's row of a section, by the start of its name ("Hero", "Product grid: …"). */
const row = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Sections" })
    .getByRole("button", { name: new RegExp(`^${name}`) });

// Nothing is saved: the edits stay unsaved, and leaving the page drops them.
for (const phone of [false, true]) {
  test.describe(phone ? "on a phone" : "on a desktop", () => {
    if (phone) test.use({ viewport: { width: 412, height: 915 } });

    test("the owner points at a section, selects it, edits its heading in place and undoes it", async ({
      page,
      checkA11y,
    }) => {
      const frame = await openCustomizer(page);
      const hero = frame.locator('[data-vt-section="hero"] > *').first();
      const grid = frame.locator('[data-vt-section="new-arrivals"] > *').first();
      const featured = frame.locator('[data-vt-section="featured-collection"] > *').first();
      if (phone) {
        // One at a time: the panel first, the preview behind the toggle, nothing wider than the phone.
        await expect(page.getByRole("button", { name: "Settings", exact: true })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await expect(page.locator(".vc-stage")).toBeHidden();
        await showEditorView(page, phone, "Shop preview");
        await expect(page.locator(".vc-side")).toBeHidden();
        await expect(page.locator(".vc-stage")).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          412,
        );
      }
      // The demo asks every visitor for analytics consent; the owner's preview does not.
      await expect(frame.locator(".vt-root")).toBeVisible();
      await expect(frame.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);

      // Hover: an outline with the section's name.
      await grid.hover();
      const hoverOutline = frame.locator('[data-vt-outline="hover"]');
      await expect(hoverOutline).toBeVisible();
      await expect(hoverOutline).toHaveText("Product grid");

      // Click: the panel opens that section.
      await hero.locator("h1").click();
      await expect(frame.locator('[data-vt-outline="selected"]')).toHaveText("Hero");
      await showEditorView(page, phone, "Settings");
      await expect(row(page, "Hero")).toHaveAttribute("aria-expanded", "true");
      await checkA11y();

      // Selected in the panel: the frame scrolls to it and outlines it.
      await row(page, "Featured collection").click();
      await showEditorView(page, phone, "Shop preview");
      await expect(featured).toBeInViewport();
      await expect(frame.locator('[data-vt-outline="selected"]')).toHaveText("Featured collection");

      // The hero's heading, edited where it stands; the panel's field follows, and Undo.
      await showEditorView(page, phone, "Settings");
      await row(page, "Hero").click();
      await showEditorView(page, phone, "Shop preview");
      const heading = frame.locator('[data-vt-setting="hero:-:heading"]');
      await expect(heading).toHaveAttribute("contenteditable", "plaintext-only");
      const shopName = (await heading.textContent()) ?? "";
      await heading.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Spring drop");
      await expect(heading).toHaveText("Spring drop");
      await page.keyboard.press("Escape");
      await showEditorView(page, phone, "Settings");
      const field = page.getByRole("textbox", { name: "Heading", exact: true });
      await expect(field).toHaveValue("Spring drop");
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(field).toHaveValue("");
      await showEditorView(page, phone, "Shop preview");
      await expect(heading).toHaveText(shopName);
    });

    test("the same selection by keyboard, both ways", async ({ page }) => {
      const frame = await openCustomizer(page);
      await showEditorView(page, phone, "Shop preview");
      // Tab reaches each section in the frame; Enter selects it in the panel.
      const grid = frame.locator('[data-vt-section="new-arrivals"] > *').first();
      await expect(grid).toHaveAttribute("tabindex", "0");
      await expect(grid).toHaveAttribute("aria-description", /^Product grid\. Press Enter/);
      await grid.focus();
      await page.keyboard.press("Enter");
      await showEditorView(page, phone, "Settings");
      const gridRow = row(page, "Product grid");
      await expect(gridRow).toHaveAttribute("aria-expanded", "true");
      if (!phone) await expect(gridRow).toBeFocused();

      // From the panel: the owner opens another section with the keyboard.
      await row(page, "Featured collection").focus();
      await page.keyboard.press("Enter");
      await showEditorView(page, phone, "Shop preview");
      await expect(
        frame.locator('[data-vt-section="featured-collection"] > *').first(),
      ).toBeInViewport();
      await expect(frame.locator('[data-vt-outline="selected"]')).toHaveText("Featured collection");
    });
  });
}

test("disabled controls look disabled: greyed, not-allowed, their label still readable", async ({
  page,
}) => {
  await openCustomizer(page);
  const undo = page.getByRole("button", { name: "Undo" });
  await expect(undo).toBeDisabled();
  const look = await undo.evaluate((button) => {
    const style = getComputedStyle(button);
    return { cursor: style.cursor, background: style.backgroundColor, color: style.color };
  });
  expect(look).toEqual({
    cursor: "not-allowed",
    background: "rgb(229, 231, 235)",
    color: "rgb(75, 85, 99)",
  });
});
