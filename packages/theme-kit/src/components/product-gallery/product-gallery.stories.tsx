import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProductImage } from "@vitrine/contract";
import { expect, userEvent, within } from "storybook/test";
import { ProductGallery } from "./product-gallery";

/** Six pictures of a tee, as small inline SVGs (the resizing service takes no `data:` URL). */
const COLOURS = ["#f4f1ec", "#ff6b4a", "#ffffff", "#111111", "#d8c8a8", "#2e5939"];
const NAMES = ["Front", "Detail", "White", "Black", "Sand", "Forest"];
const images: ProductImage[] = COLOURS.map((colour, position) => ({
  id: `tee-image-${position}`,
  url: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="100"><rect width="80" height="100" fill="${colour}"/></svg>`,
  )}`,
  alt: `Studio Tee — ${NAMES[position]}`,
  position,
  width: 800,
  height: 1000,
}));

const meta = {
  title: "Components/Product gallery",
  component: ProductGallery,
  args: { images, sizes: "600px", maxWidth: 600 },
  decorators: [
    (Story) => (
      <div className="vt-root" style={{ maxWidth: 600 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainPicture = (canvas: HTMLElement) =>
  within(canvas)
    .getByRole("region", { name: "Product images" })
    .querySelector(".vt-gallery__main img");

/** Every picture is a thumbnail; a click or the keyboard shows it large. */
export const SixPictures: Story = {
  play: async ({ canvasElement, canvas }) => {
    const thumbs = canvas.getAllByRole("button", { name: /^Show image \d of 6$/ });
    await expect(thumbs).toHaveLength(6);
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Front");
    await expect(thumbs[0]).toHaveAttribute("aria-current", "true");

    await userEvent.click(canvas.getByRole("button", { name: "Show image 5 of 6" }));
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Sand");

    // The arrow keys move along the row and show as they go; Home and End jump to the ends.
    await userEvent.keyboard("{ArrowRight}");
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Forest");
    await expect(canvas.getByRole("button", { name: "Show image 6 of 6" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Front");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Show image 6 of 6" })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowRight}");
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Detail");
    await expect(canvas.getByRole("button", { name: "Show image 2 of 6" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Tab and Enter too.
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — White");
  },
};

/** The chosen variant's picture shows first; the shopper may look at the others. */
export const VariantSelected: Story = {
  args: { selectedImageId: "tee-image-3" },
  play: async ({ canvasElement, canvas }) => {
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Black");
    await expect(canvas.getByRole("button", { name: "Show image 4 of 6" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Show image 1 of 6" }));
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Front");
  },
};

/** One picture: no thumbnails. */
export const OnePicture: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement, canvas }) => {
    await expect(mainPicture(canvasElement)).toHaveAttribute("alt", "Studio Tee — Front");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
