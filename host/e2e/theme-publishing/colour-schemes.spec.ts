import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { logIn, shopApi, tokenOf } from "../demo-shop";
import { EDITOR_WIDTHS, showEditorView } from "../editor-views";
import { shopUrl } from "../shop-url";

/** The owner's new scheme: cream, brown text, a red button with white text. */
const SALE = {
  background: { hex: "#fff1c2", rgb: "rgb(255, 241, 194)" },
  text: { hex: "#3d1f00", rgb: "rgb(61, 31, 0)" },
  button: { hex: "#b3261e", rgb: "rgb(179, 38, 30)" },
  buttonText: { hex: "#ffffff", rgb: "rgb(255, 255, 255)" },
};

/** The colours a section paints: its background, its text and its first primary button's. */
async function sectionColours(section: Locator) {
  const box = section.locator("> section").first();
  const button = box.locator(".vt-button--primary").first();
  const style = (element: Locator) =>
    element.evaluate((node) => {
      const computed = getComputedStyle(node);
      return { background: computed.backgroundColor, color: computed.color };
    });
  return { section: await style(box), button: await style(button) };
}

/** What a visitor's freshly loaded home page paints, read by `read` in a context of their own. */
async function asVisitor<T>(browser: Browser, read: (home: Page) => Promise<T>): Promise<T> {
  const visitor = await browser.newContext();
  try {
    const home = await visitor.newPage();
    await home.goto(shopUrl("demo"));
    return await read(home);
  } finally {
    await visitor.close();
  }
}

const sectionBackground = (page: Page, id: string) =>
  page
    .locator(`[data-vt-section="${id}"] > section`)
    .first()
    .evaluate((node) => getComputedStyle(node).backgroundColor);

// Both widths publish to the demo shop: one after the other.
test.describe.configure({ mode: "serial" });

for (const { name, viewport, phone } of EDITOR_WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the owner creates a colour scheme, gives it to the hero, publishes, and puts the shop back", async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(120_000);
      page.on("dialog", (dialog) => dialog.accept());
      await logIn(context, await tokenOf(await shopApi(), "creator"));
      await page.goto(shopUrl("demo", "/customize"));
      const frame = page.frameLocator('iframe[title="Storefront preview"]');
      const schemes = page.getByRole("group", { name: "Colour schemes" });
      await expect(schemes).toBeVisible();
      const before = await asVisitor(browser, (home) => sectionBackground(home, "hero"));

      // A new scheme, named and coloured; its swatch previews it.
      await schemes.getByRole("button", { name: "Add a colour scheme" }).click();
      await schemes.getByRole("textbox", { name: "Scheme 5 name" }).fill("Sale");
      await schemes.getByLabel("Sale background").fill(SALE.background.hex);
      await schemes.getByLabel("Sale text", { exact: true }).fill(SALE.text.hex);
      await schemes.getByLabel("Sale button", { exact: true }).fill(SALE.button.hex);
      await schemes.getByLabel("Sale button text").fill(SALE.buttonText.hex);
      const swatch = schemes.getByRole("img", { name: "Preview of Sale" });
      await expect(swatch).toHaveCSS("background-color", SALE.background.rgb);
      // Its text and button read well; the demo's coral scheme (white on #ff6b4a) does not.
      const sale = schemes.locator(".vc-scheme").filter({ has: swatch });
      await expect(sale.getByText(/below the 4.5:1/)).toHaveCount(0);
      await expect(
        schemes
          .locator(".vc-scheme")
          .nth(3)
          .getByText(/^Text on the background: 2\.\d:1/),
      ).toBeVisible();

      // The hero takes it: in the frame, it and only it shows the new colours.
      await page
        .getByRole("list", { name: "Sections" })
        .getByRole("button", { name: /^Hero/ })
        .first()
        .click();
      const heroSettings = page.getByRole("group", { name: "Hero" });
      await heroSettings.getByLabel("Colour scheme").selectOption({ label: "Sale" });
      await showEditorView(page, phone, "Shop preview");
      const hero = frame.locator('[data-vt-section="hero"]');
      await expect
        .poll(() => sectionColours(hero))
        .toEqual({
          section: { background: SALE.background.rgb, color: SALE.text.rgb },
          button: { background: SALE.button.rgb, color: SALE.buttonText.rgb },
        });
      const others = frame.locator("[data-vt-section]:not([data-vt-section='hero']) > section");
      for (const other of await others.all()) {
        expect(await other.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(
          SALE.background.rgb,
        );
      }

      // Published, a visitor's hero is in the new scheme, and no other section is.
      await showEditorView(page, phone, "Settings");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.locator(".vc-status")).toContainText("Published version");
      const visitor = await asVisitor(browser, async (home) => ({
        hero: await sectionColours(home.locator('[data-vt-section="hero"]')),
        others: await home
          .locator("[data-vt-section]:not([data-vt-section='hero']) > section")
          .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor)),
      }));
      expect(visitor.hero).toEqual({
        section: { background: SALE.background.rgb, color: SALE.text.rgb },
        button: { background: SALE.button.rgb, color: SALE.buttonText.rgb },
      });
      expect(visitor.others.length).toBeGreaterThan(0);
      expect(visitor.others).not.toContain(SALE.background.rgb);

      // The shop as it was: the version before this one, live again.
      const versions = page.getByRole("region", { name: "Versions" });
      await versions
        .getByRole("button", { name: /^Restore version \d+$/ })
        .first()
        .click();
      await expect(page.locator(".vc-status")).toContainText(/version/i);
      await expect(schemes.getByLabel("Sale background")).toHaveCount(0);
      expect(await asVisitor(browser, (home) => sectionBackground(home, "hero"))).toBe(before);
    });
  });
}
