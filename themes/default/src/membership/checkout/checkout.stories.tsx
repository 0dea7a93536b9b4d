import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import {
  failsWith,
  freeMember,
  MOCK_PROMOTION_CODE,
  memberWithAccount,
  neverAnswers,
} from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { StoryPage } from "../../testing/story-page";
import { storyLeaveGuard } from "../../testing/story-services";
import { storyNavigation } from "../../testing/story-storefront";
import { CheckoutChangeSubscriptionPage } from "./checkout-change-subscription-page";
import { CheckoutMessagePage } from "./checkout-message-page";
import { CheckoutPaymentPage } from "./checkout-payment-page";

const meta = {
  title: "Membership/Checkout",
  render: () => (
    <StoryPage
      page={CheckoutPaymentPage}
      route="membership-checkout-payment"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  parameters: { vitrine: { user: freeMember() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(canvas: ReturnType<typeof within>, number: string) {
  await userEvent.type(await canvas.findByLabelText("Card number"), number);
  await userEvent.type(canvas.getByLabelText("Expiry (MM/YY)"), "04/29");
  await userEvent.type(canvas.getByLabelText("Security code"), "123");
}

export const Details: Story = {
  render: () => (
    <StoryPage
      page={CheckoutMessagePage}
      route="membership-checkout-message"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText("Email")).toHaveValue("member@demo.test");
    await userEvent.click(canvas.getByRole("button", { name: "Continue to payment" }));
    const country = canvas.getByLabelText("Country");
    await waitFor(() => expect(country).toHaveFocus());
    await userEvent.type(country, "FR");
    await userEvent.type(canvas.getByLabelText("Postal code"), "75001");
    await userEvent.click(canvas.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() =>
      expect(storyNavigation.paths).toContain("/membership/checkouts/chk-1/payment"),
    );
  },
};

/**
 * The succeeding test card pays; the profile reloads and the member lands on the posts, no longer
 * asked before leaving.
 */
export const PaySucceeds: Story = {
  play: async ({ canvas }) => {
    await fillCard(canvas, TEST_CARDS.succeeds);
    // A typed card is worth keeping: leaving now would ask.
    await expect(storyLeaveGuard.enabled).toBe(true);
    await userEvent.click(canvas.getByRole("button", { name: "Pay $9.00" }));
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/posts"));
    await expect(storyLeaveGuard.enabled).toBe(false);
  },
};

/** The declined test card is declined: the reason is announced and takes focus. */
export const PayDeclined: Story = {
  play: async ({ canvas }) => {
    await fillCard(canvas, TEST_CARDS.declined);
    await userEvent.click(canvas.getByRole("button", { name: "Pay $9.00" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Your card was declined. Try another card.");
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** The requires-action test card needs the bank's confirmation, then pays. */
export const PayRequiresAction: Story = {
  play: async ({ canvas }) => {
    await fillCard(canvas, TEST_CARDS.requiresAction);
    await userEvent.click(canvas.getByRole("button", { name: "Pay $9.00" }));
    await expect(
      await canvas.findByText("Your bank asks you to confirm this payment."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Confirm the payment" }));
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/posts"));
  },
};

export const PromotionCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Promotion code"), "NOPE");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(await canvas.findByText("This code does not exist or has expired.")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText("Promotion code"));
    await userEvent.type(canvas.getByLabelText("Promotion code"), MOCK_PROMOTION_CODE);
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(await canvas.findByText(`Code ${MOCK_PROMOTION_CODE} applied.`)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pay $4.50" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        membershipCheckout: neverAnswers("get", endpoints.membershipCheckout.getCheckout.path),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Fails: Story = {
  parameters: {
    msw: {
      handlers: {
        membershipCheckout: failsWith("get", endpoints.membershipCheckout.getCheckout.path),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => (
    <StoryPage
      page={CheckoutPaymentPage}
      route="membership-checkout-payment"
      params={{ checkoutId: "chk-gone" }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("This checkout does not exist or has expired."),
    ).toBeVisible();
  },
};

/** A Gold member upgrading: details and card on one step. */
export const ChangeSubscription: Story = {
  render: () => (
    <StoryPage
      page={CheckoutChangeSubscriptionPage}
      route="membership-checkout-change-subscription"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  parameters: { vitrine: { user: memberWithAccount() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You are moving from Gold/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Country"), "FR");
    await userEvent.type(canvas.getByLabelText("Postal code"), "75001");
    await fillCard(canvas, TEST_CARDS.succeeds);
    await userEvent.click(canvas.getByRole("button", { name: "Pay $9.00" }));
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/posts"));
  },
};
