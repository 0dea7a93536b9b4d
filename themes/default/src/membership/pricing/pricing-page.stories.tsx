import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith, freeMember } from "@vitrine/contract/fake-platform";
import { creatorFixture, memberFixture, membershipSettingsFixture } from "@vitrine/sdk/testing";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { storyNavigation } from "../../testing/story-storefront";
import { PricingPage } from "./pricing-page";

const meta = {
  title: "Membership/Pricing",
  render: () => (
    <MembershipLayout route="membership-pricing">
      <StoryPage page={PricingPage} route="membership-pricing" params={{}} />
    </MembershipLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Monthly by default; annual shows the year's price after the 20 % discount. The option is named
 * "Annual" and described by its saving, so a screen reader says them apart.
 */
export const AnnualToggle: Story = {
  play: async ({ canvas }) => {
    const gold = within(
      (await canvas.findByRole("heading", { name: "Gold" })).closest("li") as HTMLElement,
    );
    await expect(gold.getByText("$9.00 / month")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Annual", description: "Save 20 %" }));
    await expect(gold.getByText("$86.40 / year")).toBeVisible();
    await expect(gold.getByText("$86.40 billed yearly instead of $108.00")).toBeVisible();
    await expect(canvas.getByText("Save 20 %")).toBeVisible();
  },
};

export const NoAnnualDiscount: Story = {
  parameters: {
    vitrine: {
      membershipSettings: membershipSettingsFixture({
        tier: { annual: { discount: { enabled: false, percentOff: 20 } } },
      }),
    },
  },
  play: async ({ canvas }) => {
    const annual = await canvas.findByRole("radio", { name: "Annual" });
    await expect(annual).not.toHaveAccessibleDescription();
    await userEvent.click(annual);
    await expect(canvas.getByText("$108.00 / year")).toBeVisible();
    await expect(canvas.queryByText(/Save/)).toBeNull();
  },
};

/** A free member starts a Gold checkout, annual, and goes to its first step. */
export const FreeMemberJoins: Story = {
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: /Annual/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Choose Gold" }));
    await waitFor(() =>
      expect(storyNavigation.paths).toContain("/membership/checkouts/chk-1/message"),
    );
  },
};

export const CheckoutCannotStart: Story = {
  parameters: {
    vitrine: { user: freeMember() },
    msw: {
      handlers: {
        membershipCheckout: failsWith("post", endpoints.membershipCheckout.createCheckout.path),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Choose Gold" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The service is unavailable");
  },
};

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Choose Gold" })).toHaveAttribute(
      "href",
      "/membership/auth/signup",
    );
  },
};

export const PaidMember: Story = {
  parameters: { vitrine: { user: memberFixture() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your tier")).toBeVisible();
  },
};

export const Creator: Story = {
  parameters: { vitrine: { user: creatorFixture() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Gold" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const NoTiers: Story = {
  parameters: { vitrine: { membershipSettings: membershipSettingsFixture({ tiers: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("There are no tiers to join yet.")).toBeVisible();
  },
};

export const LongTierText: Story = {
  parameters: {
    vitrine: {
      membershipSettings: membershipSettingsFixture({
        tiers: [
          {
            id: "tier-gold",
            name: "Gold supporters of the extended universe",
            description:
              "Every post, every video, every audio track, early access to tickets, the members' Discord and a thank-you in every credits roll for as long as you stay.",
            type: "PAID",
            monthlyPrice: 123456,
            perks: ["A perk with a rather long description that wraps over several lines"],
          },
        ],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("$1,234.56 / month")).toBeVisible();
  },
};
