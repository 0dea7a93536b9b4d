import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith, mockCheckout, orderFixture } from "@vitrine/contract/fake-platform";
import { pageNotFound } from "@vitrine/sdk";
import { expect } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { OrderStatusPage } from "./order-status-page";

const meta = {
  title: "Shop/Order/Status",
  render: () => (
    <StoryPage page={OrderStatusPage} route="order-status" params={{ orderCode: "K7Q2ZP9M" }} />
  ),
  beforeEach: () => mockCheckout.reset(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: status, lines, totals, and the cancel action while it may be cancelled. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Order #1001" })).toBeVisible();
    await expect(canvas.getByText("Paid")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Cancel this order" })).toHaveAttribute(
      "href",
      "/orders/K7Q2ZP9M/cancel",
    );
  },
};

/** Shipped: no cancel action; a long note wraps. */
export const FulfilledWithLongNote: Story = {
  beforeEach: () =>
    mockCheckout.reset({
      order: orderFixture({
        status: "FULFILLED",
        cancellable: false,
        fulfilledAt: "2026-03-15T10:00:00.000Z",
        message:
          "Please wrap it as a gift — it is for my grandmother's ninetieth birthday. ".repeat(5),
      }),
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Shipped")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Cancel this order" })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: {
        orders: failsWith("get", endpoints.shopOrders.getByCode.path, 404, "Order not found"),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(pageNotFound("/orders/K7Q2ZP9M/status").message),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};
