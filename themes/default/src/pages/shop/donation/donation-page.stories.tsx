import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import {
  apiError,
  failsWith,
  MOCK_ORIGIN,
  mockCheckout,
  neverAnswers,
} from "@vitrine/contract/fake-platform";
import { http } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";
import { DonationLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { DonationPage } from "./donation-page";

const meta = {
  title: "Shop/Donation",
  render: () => (
    <DonationLayout route="donation">
      <StoryPage page={DonationPage} route="donation" params={{}} />
    </DonationLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

async function donate(canvas: Canvas, card: string) {
  await userEvent.click(await canvas.findByRole("button", { name: "$25.00" }));
  await userEvent.type(canvas.getByLabelText("Email"), "ada@example.com");
  await userEvent.type(canvas.getByLabelText("Card number"), card);
  await userEvent.type(canvas.getByLabelText("Expiry (MM/YY)"), "04/29");
  await userEvent.type(canvas.getByLabelText("Security code"), "123");
  await userEvent.click(canvas.getByRole("button", { name: "Give $25.00" }));
}

export const Donates: Story = {
  play: async ({ canvas }) => {
    await donate(canvas, TEST_CARDS.succeeds);
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/donations/don-1/success"));
  },
};

/** A declined card: the reason, focused; nothing typed is lost. */
export const DeclinedCard: Story = {
  play: async ({ canvas }) => {
    await donate(canvas, TEST_CARDS.declined);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Your card was declined.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText("Email")).toHaveValue("ada@example.com");
  },
};

/** A card asking for 3-D Secure: the donor confirms with their bank, then the gift is made. */
export const RequiresActionCard: Story = {
  beforeEach: () => mockCheckout.reset(),
  play: async ({ canvas }) => {
    await donate(canvas, TEST_CARDS.requiresAction);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your bank asks you to confirm this payment.",
    );
    await expect(storyNavigation.paths).toEqual([]);
    await userEvent.click(canvas.getByRole("button", { name: "Confirm payment" }));
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/donations/don-1/success"));
  },
};

/** Asked to confirm, the donor goes back to the form, which kept what they typed. */
export const RequiresActionAnotherCard: Story = {
  ...RequiresActionCard,
  play: async ({ canvas }) => {
    await donate(canvas, TEST_CARDS.requiresAction);
    await userEvent.click(await canvas.findByRole("button", { name: "Use another card" }));
    await expect(canvas.getByLabelText("Email")).toHaveValue("ada@example.com");
    await expect(canvas.getByRole("button", { name: "Give $25.00" })).toBeVisible();
  },
};

export const AmountOutOfRange: Story = {
  play: async ({ canvas }) => {
    const amount = await canvas.findByLabelText("Amount in USD");
    await userEvent.clear(amount);
    await userEvent.type(amount, "0.5");
    await userEvent.click(canvas.getByRole("button", { name: "Give" }));
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription("Enter an amount from $1.00 to $1,000.00.");
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { donations: neverAnswers("get", endpoints.donations.settings.path) } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Disabled: Story = {
  parameters: {
    msw: {
      handlers: {
        donations: [
          http.get(`${MOCK_ORIGIN}/order/v3/donations/settings`, () =>
            apiError(404, "Donations are disabled", "DONATIONS_DISABLED"),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Donations are not open right now.")).toBeVisible();
  },
};

export const SettingsFail: Story = {
  parameters: {
    msw: { handlers: { donations: failsWith("get", endpoints.donations.settings.path) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The service is unavailable");
  },
};
