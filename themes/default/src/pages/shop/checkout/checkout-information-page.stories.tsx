import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import {
  checkoutFixture,
  checkoutLines,
  failsWith,
  mockCheckout,
  neverAnswers,
} from "@vitrine/contract/fake-platform";

import { expect, userEvent, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyLeaveGuard } from "../../../testing/story-services";
import { storyNavigation } from "../../../testing/story-storefront";
import { CheckoutInformationPage } from "./checkout-information-page";

const meta = {
  title: "Shop/Checkout/Information",
  render: () => (
    <StoryPage
      page={CheckoutInformationPage}
      route="checkout-information"
      params={{ checkoutId: "chk-1" }}
    />
  ),
  beforeEach: () => mockCheckout.reset(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Filling in the details saves them and moves on to shipping; the summary stays beside. While
 * typed details are unsaved, leaving asks first; saved, it no longer does.
 */
export const FillAndContinue: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Order summary" })).toBeVisible();
    await expect(storyLeaveGuard.enabled).toBe(false);
    await userEvent.type(canvas.getByLabelText("Email"), "ada@example.com");
    await expect(storyLeaveGuard.enabled).toBe(true);
    await userEvent.type(canvas.getByLabelText("Full name"), "Ada Lovelace");
    await userEvent.type(canvas.getByLabelText("Address"), "12 Analytical Way");
    await userEvent.type(canvas.getByLabelText("City"), "Portland");
    await userEvent.type(canvas.getByLabelText("Postal code"), "97201");
    await userEvent.click(canvas.getByRole("button", { name: "Continue to shipping" }));
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/checkouts/chk-1/shipping"));
    await expect(storyLeaveGuard.enabled).toBe(false);
    await expect(mockCheckout.checkout?.email).toBe("ada@example.com");
  },
};

/** Submitting blank fields ties each error to its field and focuses the first one. */
export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Continue to shipping" }));
    const email = canvas.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "Enter an email address such as name@example.com.",
    );
    await expect(canvas.getByLabelText("City")).toHaveAccessibleDescription("Enter your city.");
    await expect(storyNavigation.paths).toEqual([]);
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { checkout: neverAnswers("get", endpoints.shopCheckout.get.path) } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: {
        checkout: failsWith("get", endpoints.shopCheckout.get.path, 404, "Checkout not found"),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Checkout not found");
  },
};

/** Long product names wrap in the summary, in French. */
export const LongTextInFrench: Story = {
  globals: { locale: "fr" },
  beforeEach: () =>
    mockCheckout.reset({
      checkout: checkoutFixture({
        lines: checkoutLines.map((line) => ({
          ...line,
          productName:
            "T-shirt anniversaire en coton biologique sérigraphié à la main, édition limitée numérotée",
        })),
      }),
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("region", { name: "Récapitulatif de commande" }),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Nom complet")).toBeVisible();
  },
};
