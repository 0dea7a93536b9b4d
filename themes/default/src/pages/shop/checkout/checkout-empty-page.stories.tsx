import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith, mockCheckout } from "@vitrine/contract/fake-platform";
import { cartItem, cartWith } from "@vitrine/sdk/testing";
import { expect, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CheckoutEmptyPage } from "./checkout-empty-page";

const meta = {
  title: "Shop/Checkout/Start",
  render: () => <StoryPage page={CheckoutEmptyPage} route="checkout-empty" params={{}} />,
  parameters: { vitrine: { cart: cartWith([cartItem({ quantity: 2 })]) } },
  beforeEach: () => mockCheckout.reset({ checkout: null }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart becomes a checkout, opened at its first step. */
export const StartsFromCart: Story = {
  play: async () => {
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/information"));
    await expect(mockCheckout.checkout?.lines[0]?.quantity).toBe(2);
  },
};

export const EmptyCart: Story = {
  parameters: { vitrine: { cart: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Your cart is empty.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
  },
};

export const Fails: Story = {
  parameters: {
    msw: { handlers: { checkout: failsWith("post", endpoints.shopCheckout.create.path) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your checkout could not be started.",
    );
  },
};
