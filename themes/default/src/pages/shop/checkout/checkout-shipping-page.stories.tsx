import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import {
  addressFixture,
  answersData,
  checkoutFixture,
  checkoutHandlers,
  mockCheckout,
} from "@vitrine/contract/fake-platform";

import { expect, userEvent, waitFor, within } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CheckoutShippingPage } from "./checkout-shipping-page";

const meta = {
  title: "Shop/Checkout/Shipping",
  render: () => (
    <StoryPage
      page={CheckoutShippingPage}
      route="checkout-shipping"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  beforeEach: () =>
    mockCheckout.reset({
      checkout: checkoutFixture({ email: "ada@example.com", shippingAddress: addressFixture }),
    }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing express updates the summary's shipping and total, then payment comes next. */
export const ChooseAndContinue: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole("region", { name: "Order summary" });
    await expect(within(summary).getByText("Calculated at the next step")).toBeVisible();
    await userEvent.click(await canvas.findByRole("radio", { name: /Express/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/payment"));
    await expect(within(summary).getByText("$15.00")).toBeVisible();
  },
};

/** No rate for the address. */
export const NoRates: Story = {
  parameters: {
    msw: {
      handlers: {
        checkout: [
          ...answersData(endpoints.shopCheckout.shippingRates.path, []),
          ...checkoutHandlers.checkout,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We cannot ship to this address yet.")).toBeVisible();
  },
};

/** Opened before the shopper gave their details: the information step comes first. */
export const BeforeInformation: Story = {
  beforeEach: () => mockCheckout.reset({ checkout: checkoutFixture() }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/information"));
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(canvas.queryByRole("radio")).toBeNull();
  },
};
