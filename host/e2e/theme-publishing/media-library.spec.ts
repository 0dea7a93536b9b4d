import { type Browser, expect, type Page, test } from "@playwright/test";
import { logIn, shopApi, tokenOf } from "../demo-shop";
import { EDITOR_WIDTHS } from "../editor-views";
import { shopUrl } from "../shop-url";

/** A 1,600 × 1,200 JPEG drawn in the page (a gradient and a disc), as a camera's file would come. */
async function photo(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, "#0b7285");
    gradient.addColorStop(1, "#f59f00");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = "#fff";
    context.beginPath();
    context.arc(800, 600, 300, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL("image/jpeg", 0.9).split(",")[1] ?? "";
  });
  return Buffer.from(data, "base64");
}

/** The hero's picture on a visitor's freshly loaded home page: its address, srcset and alt. */
async function visitorHeroImage(browser: Browser) {
  const visitor = await browser.newContext();
  try {
    const home = await visitor.newPage();
    await home.goto(shopUrl("demo"));
    const image = home.locator('[data-vt-section="hero"] img').first();
    await expect(image).toBeVisible();
    return {
      src: (await image.getAttribute("src")) ?? "",
      srcset: (await image.getAttribute("srcset")) ?? "",
      alt: await image.getAttribute("alt"),
    };
  } finally {
    await visitor.close();
  }
}

// Both widths publish to the demo shop: one after the other.
test.describe.configure({ mode: "serial" });

for (const { name, viewport, phone } of EDITOR_WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the owner uploads a picture, uses it in the hero with its alt text, sees it resized, cannot delete it once published, and puts the shop back", async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(150_000);
      page.on("dialog", (dialog) => dialog.accept());
      await logIn(context, await tokenOf(await shopApi(), "creator"));
      await page.goto(shopUrl("demo", "/customize"));
      const frame = page.frameLocator('iframe[title="Storefront preview"]');
      // On a phone the editor shows the panel or the preview, when it has the toggle.
      const toggle = async (label: "Shop preview" | "Settings") => {
        const button = page.getByRole("button", { name: label, exact: true });
        if (phone && (await button.count()) > 0) await button.click();
      };
      const alt = `A teal and amber sunrise, on a ${name}`;

      // The hero's image setting opens the library; the upload lands in it, picked.
      await page
        .getByRole("list", { name: "Sections" })
        .getByRole("button", { name: /^Hero/ })
        .first()
        .click();
      const picker = page
        .getByRole("group", { name: "Hero" })
        .getByRole("group", { name: "Image" });
      await picker.getByRole("button", { name: /^(Choose an image|Change image)$/ }).click();
      const library = page.getByRole("dialog", { name: "Media library: Image" });
      await library.getByLabel("Upload an image").setInputFiles({
        name: "sunrise.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(page),
      });
      const picked = library.getByRole("button", { pressed: true });
      await expect(picked).toHaveCount(1);
      await expect(picked.getByRole("img")).toHaveAttribute(
        "src",
        /^\/images\/resize\?url=%2Fmedia%2Fsunrise-/,
      );

      // Its alt text, saved in the library; then it goes in the hero.
      await library.getByLabel("Alt text (what the picture shows)").fill(alt);
      await library.getByRole("button", { name: "Save alt text" }).click();
      await expect(library.getByText("Alt text saved.")).toBeVisible();
      await library.getByRole("button", { name: "Use this image" }).click();
      await expect(library).toBeHidden();
      await expect(picker.getByRole("img", { name: "The picture chosen for Image" })).toBeVisible();

      // In the frame, the hero shows it through the resizer, with a srcset of its widths.
      await toggle("Shop preview");
      const framed = frame.locator('[data-vt-section="hero"] img').first();
      await expect(framed).toHaveAttribute(
        "src",
        /\/images\/resize\?url=%2Fmedia%2Fsunrise-.*&width=\d+/,
      );
      await expect(framed).toHaveAttribute(
        "srcset",
        /\/images\/resize\?url=%2Fmedia%2Fsunrise-[^ ]+ 450w/,
      );
      await expect
        .poll(() => framed.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      // Published: a visitor sees it resized, with the library's alt text.
      await toggle("Settings");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.locator(".vc-status")).toContainText("Published version");
      const visitor = await visitorHeroImage(browser);
      expect(visitor.src).toMatch(/\/images\/resize\?url=%2Fmedia%2Fsunrise-/);
      expect(visitor.srcset.split(", ").length).toBeGreaterThan(2);
      expect(visitor.alt).toBe(alt);

      // Deleting it now is refused, saying where it is used.
      await picker.getByRole("button", { name: "Change image" }).click();
      await expect(library.getByRole("button", { name: alt, pressed: true })).toBeVisible();
      await library.getByRole("button", { name: "Delete from the library" }).click();
      await expect(library.getByRole("alert")).toContainText(
        "This image is used by the live settings (home_sections.",
      );
      await library.getByRole("button", { name: "Close" }).click();
      await expect(library).toBeHidden();

      // The shop as it was: the version before this one, live again (the picture stays in the
      // library, since that version's history keeps using it).
      await page
        .getByRole("region", { name: "Versions" })
        .getByRole("button", { name: /^Restore version \d+$/ })
        .first()
        .click();
      await expect(page.locator(".vc-status")).toContainText(/version/i);
      await expect(picker.getByRole("img", { name: "The picture chosen for Image" })).toHaveCount(
        0,
      );
    });
  });
}
