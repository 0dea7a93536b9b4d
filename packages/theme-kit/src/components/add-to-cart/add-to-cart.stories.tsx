import type { Meta, StoryObj } from "@storybook/react-vite";
import { createTeeProduct } from "@vitrine/contract/testing";
import { expect, userEvent } from "storybook/test";
import { AddToCart } from "./add-to-cart";

const tee = createTeeProduct();
const inStock = tee.variants.find((variant) => variant.available && (variant.stock ?? 0) > 1);
const soldOut = tee.variants.find((variant) => !variant.available);

const meta = {
  title: "Components/Add to cart",
  component: AddToCart,
  args: { product: tee, variant: inStock },
  decorators: [(Story) => <div className="vt-root">{Story()}</div>],
} satisfies Meta<typeof AddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An available variant: a quantity up to its stock, and the button. */
export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toBeEnabled();
    await expect(canvas.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(1);
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await expect(canvas.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(2);
  },
};

/** A sold-out variant: the button says so and cannot be used. */
export const SoldOut: Story = {
  args: { variant: soldOut },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Sold out" })).toBeDisabled();
  },
};

/** Options no variant has: the button is unavailable and the page says to choose another. */
export const NoSuchCombination: Story = {
  args: { variant: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Unavailable" })).toBeDisabled();
    await expect(
      canvas.getByText("This combination is not available. Choose another option."),
    ).toBeVisible();
  },
};
