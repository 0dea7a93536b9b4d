import { type Browser, expect, test } from "@playwright/test";
import type { Product } from "@vitrine/contract";
import { logIn, shopApi, tokenOf } from "../demo-shop";
import { EDITOR_WIDTHS } from "../editor-views";
import { shopUrl } from "../shop-url";

/** The headings a visitor's freshly loaded product page shows above and below the product. */
async function visitorProductPage(browser: Browser, slug: string) {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(shopUrl("demo", `/products/${slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    return await page
      .locator("main [data-vt-section]")
      .evaluateAll((wrappers) =>
        wrappers.map((wrapper) => [
          (wrapper as HTMLElement).dataset.vtSectionType,
          (wrapper as HTMLElement).dataset.vtTemplate,
        ]),
      );
  } finally {
    await visitor.close();
  }
}

// Both widths publish to the demo shop: one after the other.
test.describe.configure({ mode: "serial" });

for (const { name, viewport } of EDITOR_WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the owner arranges the product page, gives one product an alternative template, publishes, and puts the shop back", async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(150_000);
      page.on("dialog", (dialog) => dialog.accept());
      const api = await shopApi();
      const token = await tokenOf(api, "creator");
      const listed = (await (await api.get("/pod/products?pageSize=50")).json()) as {
        data: Product[];
      };
      const [preordered, other] = listed.data as [Product, Product];
      await logIn(context, token);
      await page.goto(shopUrl("demo", "/customize"));
      const before = await visitorProductPage(browser, other.slug);
      expect(before).toEqual([["main-product", "product"]]);

      // The product page: an image with text above the product.
      await page.getByLabel("Page", { exact: true }).selectOption({ label: "Product page" });
      const product = page.getByRole("region", { name: "Product page" });
      await product.getByLabel("New section").selectOption({ label: "Image with text" });
      await product.getByRole("button", { name: "Add section" }).click();
      await product.getByRole("button", { name: "Move Image with text: Made to last up" }).click();
      // The page's own content stays: it has no Remove.
      await expect(product.getByRole("button", { name: "Remove Product information" })).toHaveCount(
        0,
      );

      // An alternative for pre-orders, with a newsletter sign-up below the product.
      await page.getByLabel("Create template: product.").fill("preorder");
      await page.getByRole("button", { name: "Create template" }).click();
      const preorder = page.getByRole("region", { name: "Product page · preorder" });
      await preorder.getByLabel("New section").selectOption({ label: "Newsletter sign-up" });
      await preorder.getByRole("button", { name: "Add section" }).click();

      // Assigned to one product; the assignment is the product's, live at once.
      await page.getByLabel("Use it for product").selectOption(preordered.id);
      await page.getByRole("button", { name: "Assign product.preorder" }).click();
      await expect(page.getByText(`${preordered.name} now shows product.preorder.`)).toBeVisible();

      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.locator(".vc-status")).toContainText("Published version");

      expect(await visitorProductPage(browser, preordered.slug)).toEqual([
        ["image-with-text", "product.preorder"],
        ["main-product", "product.preorder"],
        ["newsletter", "product.preorder"],
      ]);
      expect(await visitorProductPage(browser, other.slug)).toEqual([
        ["image-with-text", "product"],
        ["main-product", "product"],
      ]);

      // The shop as it was: the previous settings restored, the product's template unassigned.
      const restore = page
        .getByRole("region", { name: "Versions" })
        .getByRole("button", { name: /^Restore version \d+$/ })
        .first();
      await restore.click();
      await expect(page.locator(".vc-status")).toContainText(/version/i);
      const unassigned = await api.put(`/api/creators/products/${preordered.id}/template`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { template: null },
      });
      expect(unassigned.status()).toBe(200);
      expect(await visitorProductPage(browser, preordered.slug)).toEqual([
        ["main-product", "product"],
      ]);
    });
  });
}
