import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { minimalSettings } from "../settings";
import { MinimalProduct } from "./minimal-product";
import "../styles/minimal.css";

const meta = {
  title: "Minimal theme/Product page",
  render: () => <MinimalProduct route="product" params={{ slug: "everyday-tee" }} search={{}} />,
  parameters: { vitrine: { path: "/products/everyday-tee", settings: minimalSettings } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone (414 px): the name and price first, one large picture with its thumbnails, then the
 * options and the button, in the first screen; the pictures are no longer stacked full size
 * before everything else.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole("heading", { level: 1, name: "Everyday Tee" });
    const gallery = canvas.getByRole("region", { name: "Product images" });
    const pictures = within(gallery).getAllByRole("img");
    const large = pictures.filter((picture) => picture.getBoundingClientRect().width > 200);
    await expect(large).toHaveLength(1);
    await expect(within(gallery).getAllByRole("button", { name: /^Show image/ })).toHaveLength(4);
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      gallery.getBoundingClientRect().top,
    );
    const addToCart = canvas.getByRole("button", { name: "Add to cart" });
    await expect(addToCart.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
