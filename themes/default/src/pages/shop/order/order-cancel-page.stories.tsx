import type { Meta, StoryObj } from "@storybook/react-vite";
import { mockCheckout, orderFixture } from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { OrderCancelPage } from "./order-cancel-page";

const meta = {
  title: "Shop/Order/Cancel",
  render: () => (
    <StoryPage page={OrderCancelPage} route="order-cancel" params={{ orderCode: "K7Q2ZP9M" }} />
  ),
  beforeEach: () => mockCheckout.reset(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming cancels the order and announces it, focused; the action and the question are gone. */
export const ConfirmCancel: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Cancel order #1001?" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Yes, cancel the order" }));
    const done = await canvas.findByRole("status");
    await expect(done).toHaveTextContent("Your order is cancelled and your payment refunded.");
    await waitFor(() => expect(done).toHaveFocus());
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "Yes, cancel the order" })).toBeNull(),
    );
    await expect(mockCheckout.findOrder("K7Q2ZP9M")?.status).toBe("CANCELED");
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Order #1001 is cancelled" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: /^Cancel order/ })).toBeNull();
  },
};

/** An order cancelled before: said so, nothing asked. */
export const AlreadyCancelled: Story = {
  beforeEach: () =>
    mockCheckout.reset({ order: orderFixture({ status: "CANCELED", cancellable: false }) }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Order #1001 is cancelled" }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Cancel order|can no longer be cancelled/)).toBeNull();
    await expect(canvas.getByRole("link", { name: "Back to the order status" })).toBeVisible();
  },
};

export const AlreadyShipped: Story = {
  beforeEach: () =>
    mockCheckout.reset({ order: orderFixture({ status: "FULFILLED", cancellable: false }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This order can no longer be cancelled.")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Order #1001" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the order status" })).toBeVisible();
  },
};
