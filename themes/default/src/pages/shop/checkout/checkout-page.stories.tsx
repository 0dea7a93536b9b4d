import type { Meta, StoryObj } from "@storybook/react-vite";
import { addressFixture, checkoutFixture, mockCheckout } from "@vitrine/contract/fake-platform";
import { expect, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CheckoutPage } from "./checkout-page";

const meta = {
  title: "Shop/Checkout/Open",
  render: () => <StoryPage page={CheckoutPage} route="checkout" params={{ checkoutId: "chk-1" }} />,
  beforeEach: () =>
    mockCheckout.reset({
      checkout: checkoutFixture({ email: "ada@example.com", shippingAddress: addressFixture }),
    }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare checkout address opens the first step still to do. */
export const OpensPendingStep: Story = {
  play: async () => {
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/shipping"));
  },
};
