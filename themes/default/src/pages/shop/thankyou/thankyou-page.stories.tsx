import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith, mockCheckout, neverAnswers } from "@vitrine/contract/fake-platform";
import { expect, within } from "storybook/test";
import { DefaultLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { ThankyouPage } from "./thankyou-page";

const meta = {
  title: "Shop/Thank you",
  render: () => (
    <DefaultLayout route="thankyou">
      <StoryPage
        page={ThankyouPage}
        route="thankyou"
        params={{ orderId: "ord-1", thankyouId: "ty-1" }}
      />
    </DefaultLayout>
  ),
  beforeEach: () => mockCheckout.reset(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order, its lines and totals, and the link to its status page. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Order #1001 is confirmed.")).toBeVisible();
    const summary = canvas.getByRole("region", { name: "Order summary" });
    await expect(within(summary).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "View your order status" })).toHaveAttribute(
      "href",
      "/orders/K7Q2ZP9M/status",
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { orders: neverAnswers("get", endpoints.shopOrders.thankyou.path) } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: {
        orders: failsWith("get", endpoints.shopOrders.thankyou.path, 404, "Order not found"),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Order not found");
  },
};
