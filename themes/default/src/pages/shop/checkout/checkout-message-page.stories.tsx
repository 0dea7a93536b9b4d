import type { Meta, StoryObj } from "@storybook/react-vite";
import { mockCheckout, readyCheckout } from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CheckoutMessagePage } from "./checkout-message-page";

const meta = {
  title: "Shop/Checkout/Message",
  render: () => (
    <StoryPage
      page={CheckoutMessagePage}
      route="checkout-message"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  beforeEach: () => mockCheckout.reset({ checkout: readyCheckout() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The note is saved and the shopper goes back to the step they were at. */
export const SaveNote: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Note to the creator"), "Happy birthday!");
    await expect(canvas.getByLabelText("Note to the creator")).toHaveAccessibleDescription(
      "485 characters left",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/payment"));
    await expect(mockCheckout.checkout?.message).toBe("Happy birthday!");
  },
};
