import type { Meta, StoryObj } from "@storybook/react-vite";
import { TEST_CARDS } from "@vitrine/contract/demo";
import {
  addressFixture,
  checkoutFixture,
  mockCheckout,
  readyCheckout,
} from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CheckoutPaymentPage } from "./checkout-payment-page";

const meta = {
  title: "Shop/Checkout/Payment",
  render: () => (
    <StoryPage
      page={CheckoutPaymentPage}
      route="checkout-payment"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  beforeEach: () => mockCheckout.reset({ checkout: readyCheckout() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function payWith(
  canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"],
  number: string,
) {
  await userEvent.type(await canvas.findByLabelText("Card number"), number);
  await userEvent.type(canvas.getByLabelText("Expiry (MM/YY)"), "04/29");
  await userEvent.type(canvas.getByLabelText("Security code"), "123");
  await userEvent.click(canvas.getByRole("button", { name: /^Pay / }));
}

/** The test card that succeeds pays and goes to the thank-you page. */
export const PaysAndThanks: Story = {
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.succeeds);
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/thankyou/ord-1/ty-1"));
  },
};

/** A declined card says so, focused, and the checkout stays as it was. */
export const DeclinedCard: Story = {
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.declined);
    const alert = await canvas.findByText("Your card was declined.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(canvas.getByRole("region", { name: "Order summary" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^Pay / })).toBeVisible();
    await expect(storyNavigation.paths).toEqual([]);
  },
};

/** A card asking for 3-D Secure waits for the shopper to confirm, then pays. */
export const RequiresActionCard: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        `Test cards: ${TEST_CARDS.succeeds} succeeds, ${TEST_CARDS.declined} is declined, ${TEST_CARDS.requiresAction} asks you to confirm the payment.`,
      ),
    ).toBeVisible();
    await payWith(canvas, TEST_CARDS.requiresAction);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your bank asks you to confirm this payment.",
    );
    await expect(storyNavigation.paths).toEqual([]);
    await userEvent.click(canvas.getByRole("button", { name: "Confirm payment" }));
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/thankyou/ord-1/ty-1"));
  },
};

/** Asked to confirm, the shopper pays with another card instead. */
export const RequiresActionAnotherCard: Story = {
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.requiresAction);
    await userEvent.click(await canvas.findByRole("button", { name: "Use another card" }));
    await userEvent.clear(canvas.getByLabelText("Card number"));
    await userEvent.type(canvas.getByLabelText("Card number"), TEST_CARDS.succeeds);
    await userEvent.click(canvas.getByRole("button", { name: /^Pay / }));
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/thankyou/ord-1/ty-1"));
  },
};

/** The last item sold while paying: the API's words, and the way back to the cart. */
export const SoldOutDuringCheckout: Story = {
  beforeEach: () => mockCheckout.reset({ checkout: readyCheckout(), soldOut: true }),
  play: async ({ canvas }) => {
    await payWith(canvas, TEST_CARDS.succeeds);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "is no longer available in that quantity.",
    );
    await expect(canvas.getByRole("link", { name: "Back to cart" })).toHaveAttribute(
      "href",
      "/cart",
    );
  },
};

/** A card number that is not 16 digits is caught before any call, focused. */
export const InvalidCard: Story = {
  play: async ({ canvas }) => {
    await payWith(canvas, "4242");
    await waitFor(() => expect(canvas.getByLabelText("Card number")).toHaveFocus());
    await expect(canvas.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");
  },
};

/** Opened before a shipping method was chosen: the shipping step comes first. */
export const BeforeShipping: Story = {
  beforeEach: () =>
    mockCheckout.reset({
      checkout: checkoutFixture({ email: "ada@example.com", shippingAddress: addressFixture }),
    }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/shipping"));
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Pay / })).toBeNull();
  },
};

/**
 * The step reads in order: every step's name on one line with the others (the current one had
 * sat higher), the email whole on its line, the summary's lines and total laid out as one list,
 * and the order summary beside the Pay button on a wide screen, before it on a phone.
 */
export const LaidOutInOrder: Story = {
  beforeEach: () =>
    mockCheckout.reset({ checkout: readyCheckout({ email: "ada.lovelace@example.com" }) }),
  play: async ({ canvas }) => {
    const pay = await canvas.findByRole("button", { name: /^Pay / });
    const middle = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    const current = canvas.getByText("Payment", { selector: "[aria-current='step']" });
    const done = canvas.getByRole("link", { name: "Information" });
    await expect(Math.abs(middle(current) - middle(done))).toBeLessThan(1);

    const email = canvas.getByText("ada.lovelace@example.com");
    const lineHeight = Number.parseFloat(getComputedStyle(email).lineHeight);
    await expect(email.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);

    // In the summary, a line's variant under its product's name, and one rule over the total.
    const region = canvas.getByRole("region", { name: "Order summary" });
    const name = region.querySelector(".vt-order-summary__name a");
    const variant = name?.nextElementSibling;
    await expect(variant?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      (name?.getBoundingClientRect().bottom ?? 0) - 1,
    );
    const [term, amount] = region.querySelectorAll(".vt-totals__total");
    const gapUnderRule =
      (amount?.getBoundingClientRect().left ?? 0) - (term?.getBoundingClientRect().right ?? 0);
    await expect(Math.abs(gapUnderRule)).toBeLessThan(1);

    const summary = region.getBoundingClientRect();
    const button = pay.getBoundingClientRect();
    if (window.innerWidth < 990) await expect(summary.bottom).toBeLessThanOrEqual(button.top);
    else await expect(summary.left).toBeGreaterThanOrEqual(button.right);
  },
};

/** The same on a phone (414 px): the summary comes before the Pay button. */
export const LaidOutInOrderOnAPhone: Story = {
  ...LaidOutInOrder,
  globals: { viewport: { value: "mobile2", isRotated: false } },
};
