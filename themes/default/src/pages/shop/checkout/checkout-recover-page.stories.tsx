import type { Meta, StoryObj } from "@storybook/react-vite";
import { checkoutFixture, mockCheckout, readyCheckout } from "@vitrine/contract/fake-platform";
import { expect, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CheckoutRecoverPage } from "./checkout-recover-page";

const meta = {
  title: "Shop/Checkout/Recover",
  render: () => (
    <StoryPage
      page={CheckoutRecoverPage}
      route="checkout-recover"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  beforeEach: () => mockCheckout.reset({ checkout: readyCheckout() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An abandoned checkout resumes where it stopped: here, at payment. */
export const Resumes: Story = {
  play: async () => {
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/payment"));
  },
};

/** A paid (or vanished) checkout cannot be resumed. */
export const Unavailable: Story = {
  beforeEach: () => mockCheckout.reset({ checkout: checkoutFixture({ status: "PAID" }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This checkout can no longer be resumed.")).toBeVisible();
  },
};
