import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import {
  answersData,
  answersEmptyList,
  cancelledMember,
  failsWith,
  freeMember,
  membershipHandlers,
  memberWithAccount,
  neverAnswers,
} from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { storyLeaveGuard } from "../../testing/story-services";
import { storyNavigation } from "../../testing/story-storefront";
import { BadgesPage } from "./badges-page";
import { BillingPage } from "./billing-page";
import { ChangeSubscriptionPage } from "./change-subscription-page";
import { ExitSurveyPage } from "./exit-survey-page";
import { MemberAccountPage } from "./member-account-page";
import { MemberProfilePage } from "./member-profile-page";
import { PerksPage } from "./perks-page";
import { WatchHistoryPage } from "./watch-history-page";

const meta = {
  title: "Membership/Member account",
  render: () => (
    <MembershipLayout route="member-billing">
      <StoryPage page={BillingPage} route="member-billing" params={{}} />
    </MembershipLayout>
  ),
  parameters: { vitrine: { user: memberWithAccount(), path: "/membership/users/members/billing" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const BILLING = endpoints.billing.billingHistory.path;
const PAYMENT_METHOD = endpoints.billing.getPaymentMethod.path;

/** 23 payments, 10 a page; the page is 1-based in the URL. */
export const BillingPaging: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Next payment: $9.00 on Dec 22, 2026")).toBeVisible();
    await expect(await canvas.findByText("INV-01023")).toBeVisible();
    const pages = within(canvas.getByRole("navigation", { name: "Pages" }));
    await expect(pages.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/membership/users/members/billing?page=3",
    );
    await userEvent.click(pages.getByRole("link", { name: "Page 3" }));
    await expect(await canvas.findByText("INV-01001")).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole("row")).toHaveLength(4));
  },
};

/**
 * On a phone (414 px) the page is no wider than the screen (the billing history scrolls in its
 * own box) and each menu is one row that scrolls sideways, its current tab in view.
 */
export const BillingOnAPhone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("INV-01023")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const [menu, current] of [
      ["Account", "Billing"],
      ["Membership", "My account"],
    ] as const) {
      const links = within(canvas.getByRole("navigation", { name: menu })).getAllByRole("link");
      const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
      await expect(tops.size, `${menu} menu rows`).toBe(1);
      const row = links[0]?.closest("ul")?.getBoundingClientRect();
      const tab = links.find((link) => link.textContent?.startsWith(current));
      const box = tab?.getBoundingClientRect();
      await expect(box?.left).toBeGreaterThanOrEqual(row?.left ?? 0);
      await expect(box?.right).toBeLessThanOrEqual((row?.right ?? 0) + 1);
    }
  },
};

/** Replacing the card: set up with the provider, then saved; the new card shows. */
export const UpdateCard: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Visa ending in 4242, expires 04/2029")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Update card" }));
    await userEvent.type(canvas.getByLabelText("Card number"), TEST_CARDS.requiresAction);
    await userEvent.type(canvas.getByLabelText("Expiry (MM/YY)"), "11/30");
    await userEvent.type(canvas.getByLabelText("Security code"), "999");
    await userEvent.click(canvas.getByRole("button", { name: "Save card" }));
    await expect(await canvas.findByText("Visa ending in 3220, expires 11/2030")).toBeVisible();
    await expect(await canvas.findByText("Your card is updated.")).toBeVisible();
  },
};

/** Removing the card asks first; kept, nothing changes; confirmed, the card is gone. */
export const RemoveCard: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Visa ending in 4242, expires 04/2029")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove card" }));
    await expect(
      canvas.getByRole("group", {
        name: "Remove this card? Your next payment will need a new one.",
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Keep it" }));
    await expect(canvas.getByText("Visa ending in 4242, expires 04/2029")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove card" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove card" }));
    await expect(await canvas.findByText("No card on file.")).toBeVisible();
    await expect(canvas.getByText("Your card is removed.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Remove card" })).toBeNull();
  },
};

export const UpdateCardDeclined: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Update card" }));
    await userEvent.type(canvas.getByLabelText("Card number"), TEST_CARDS.declined);
    await userEvent.type(canvas.getByLabelText("Expiry (MM/YY)"), "11/30");
    await userEvent.type(canvas.getByLabelText("Security code"), "999");
    await userEvent.click(canvas.getByRole("button", { name: "Save card" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Your card was declined.");
  },
};

export const BillingEmpty: Story = {
  parameters: {
    msw: {
      handlers: {
        billing: [...answersEmptyList(BILLING), ...answersData(PAYMENT_METHOD, null)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No payments yet.")).toBeVisible();
    await expect(await canvas.findByText("No card on file.")).toBeVisible();
  },
};

export const BillingLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        billing: [...neverAnswers("get", BILLING), ...neverAnswers("get", PAYMENT_METHOD)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole("status")).length).toBeGreaterThan(0);
  },
};

export const BillingFails: Story = {
  parameters: {
    msw: {
      handlers: {
        billing: [...failsWith("get", BILLING), ...failsWith("get", PAYMENT_METHOD)],
      },
    },
  },
  play: async ({ canvas }) => {
    // Two calls fail independently: wait until both have said so.
    await waitFor(() => expect(canvas.getAllByRole("alert")).toHaveLength(2));
  },
};

export const BillingWithoutMembership: Story = {
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You have no membership yet.")).toBeVisible();
  },
};

export const Account: Story = {
  render: () => (
    <MembershipLayout route="member-account">
      <StoryPage page={MemberAccountPage} route="member-account" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your tier: Gold")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Take the exit survey" })).toBeNull();
  },
};

/** Cancelled and not yet surveyed: every account screen links to the survey of that subscription. */
export const PendingExitSurveyLink: Story = {
  ...Account,
  parameters: { vitrine: { user: cancelledMember() } },
  play: async ({ canvas }) => {
    const subscriptionId = cancelledMember().subscription?.id ?? "";
    await expect(await canvas.findByRole("link", { name: "Take the exit survey" })).toHaveAttribute(
      "href",
      `/membership/users/members/subscriptions/${subscriptionId}/exit-survey`,
    );
    await expect(subscriptionId).not.toBe("");
  },
};

/**
 * Name and bio change; a new picture is previewed before it is sent. While the change is unsaved,
 * leaving asks first; once saved, a toast says so and leaving no longer asks.
 */
export const Profile: Story = {
  render: () => (
    <MembershipLayout route="member-profile">
      <StoryPage page={MemberProfilePage} route="member-profile" params={{}} />
    </MembershipLayout>
  ),
  parameters: { vitrine: { user: memberWithAccount({ discordConnected: true }) } },
  play: async ({ canvas }) => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
    await expect(storyLeaveGuard.enabled).toBe(false);
    await userEvent.upload(await canvas.findByLabelText("Profile picture"), file);
    await expect(await canvas.findByAltText("Your new profile picture")).toBeVisible();
    await expect(storyLeaveGuard.enabled).toBe(true);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    await expect(await canvas.findByText("Your profile is saved.")).toBeVisible();
    await expect(storyLeaveGuard.enabled).toBe(false);
    await userEvent.click(canvas.getByRole("button", { name: "Disconnect Discord" }));
    await expect(await canvas.findByText("Discord is disconnected.")).toBeVisible();
  },
};

const DISCORD = endpoints.members.connectDiscord.path;

/** Not linked yet: the authorization code is checked, sent, and the section says it is linked. */
export const ConnectDiscord: Story = {
  ...Profile,
  parameters: { vitrine: { user: memberWithAccount({ discordConnected: false }) } },
  play: async ({ canvas }) => {
    const discord = within(await canvas.findByRole("region", { name: "Discord" }));
    await userEvent.click(discord.getByRole("button", { name: "Connect Discord" }));
    await expect(discord.getByLabelText("Discord authorization code")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await userEvent.type(discord.getByLabelText("Discord authorization code"), "Nw3Qx-9_code");
    await userEvent.click(discord.getByRole("button", { name: "Connect Discord" }));
    await expect(await discord.findByText("Discord is connected.")).toBeVisible();
    await expect(discord.getByText("Connected")).toBeVisible();
    await expect(discord.getByRole("button", { name: "Disconnect Discord" })).toBeVisible();
  },
};

/** Back from Discord's authorization page with its code: filled in, one click links it. */
export const ConnectDiscordReturned: Story = {
  ...ConnectDiscord,
  parameters: {
    vitrine: {
      user: memberWithAccount({ discordConnected: false }),
      path: "/membership/users/members/profile",
      search: "code=Nw3Qx-9_code",
    },
  },
  play: async ({ canvas }) => {
    const discord = within(await canvas.findByRole("region", { name: "Discord" }));
    await expect(discord.getByLabelText("Discord authorization code")).toHaveValue("Nw3Qx-9_code");
    await userEvent.click(discord.getByRole("button", { name: "Connect Discord" }));
    await expect(await discord.findByText("Discord is connected.")).toBeVisible();
  },
};

/** A code Discord no longer takes: the platform's reason shows and the form stays to try again. */
export const ConnectDiscordRefused: Story = {
  ...ConnectDiscord,
  parameters: {
    vitrine: { user: memberWithAccount({ discordConnected: false }) },
    msw: {
      handlers: {
        // Before the group's own handler of the same call, which links any well-formed code.
        profile: [
          ...failsWith("post", DISCORD, 400, "This Discord code has expired. Try again."),
          ...membershipHandlers.profile,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const discord = within(await canvas.findByRole("region", { name: "Discord" }));
    await userEvent.type(discord.getByLabelText("Discord authorization code"), "expired-code");
    await userEvent.click(discord.getByRole("button", { name: "Connect Discord" }));
    await expect(await discord.findByRole("alert")).toHaveTextContent(
      "This Discord code has expired. Try again.",
    );
    await expect(discord.getByRole("button", { name: "Connect Discord" })).toBeVisible();
  },
};

export const ChangePasswordWrong: Story = {
  ...Profile,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Current password"), "not-it");
    await userEvent.type(canvas.getByLabelText("New password"), "brand-new-pass");
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your current password is not correct.",
    );
  },
};

export const Perks: Story = {
  render: () => (
    <MembershipLayout route="member-perks">
      <StoryPage page={PerksPage} route="member-perks" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("GOLD10")).toBeVisible();
    await expect(canvas.getByText("With the tier-platinum tier")).toBeVisible();
  },
};

export const PerksEmpty: Story = {
  ...Perks,
  parameters: { msw: { handlers: { perks: answersData("/api/members/perks", []) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This membership has no perks yet.")).toBeVisible();
  },
};

export const Badges: Story = {
  render: () => (
    <MembershipLayout route="member-badges">
      <StoryPage page={BadgesPage} route="member-badges" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    const superfan = await canvas.findByRole("checkbox", { name: "Show Superfan on my profile" });
    await expect(superfan).not.toBeChecked();
    await userEvent.click(superfan);
    await userEvent.click(canvas.getByRole("button", { name: "Save my choice" }));
    await expect(await canvas.findByText("Saved.")).toBeVisible();
    await expect(
      canvas.getByRole("checkbox", { name: "Show Superfan on my profile" }),
    ).toBeChecked();
  },
};

export const BadgesEmpty: Story = {
  ...Badges,
  parameters: { vitrine: { user: memberWithAccount({ badges: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You have no badges yet.")).toBeVisible();
  },
};

export const WatchHistory: Story = {
  render: () => (
    <MembershipLayout route="member-watch-history">
      <StoryPage page={WatchHistoryPage} route="member-watch-history" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Finished/)).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: /^Remove/ })[0] as HTMLElement);
  },
};

export const WatchHistoryEmpty: Story = {
  ...WatchHistory,
  parameters: {
    msw: { handlers: { watchHistory: answersEmptyList("/api/members/watch-history") } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You have not watched any videos yet.")).toBeVisible();
  },
};

/** Cancelling asks first, then opens the exit survey. */
export const CancelSubscription: Story = {
  render: () => (
    <MembershipLayout route="member-change-subscription">
      <StoryPage page={ChangeSubscriptionPage} route="member-change-subscription" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Cancel my subscription" }));
    const confirm = canvas.getByRole("group", {
      name: "Cancel? You keep access until Dec 22, 2026.",
    });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel my subscription" }));
    await waitFor(() =>
      expect(storyNavigation.paths).toContain(
        "/membership/users/members/subscriptions/sub-1/exit-survey",
      ),
    );
  },
};

export const ResumeSubscription: Story = {
  ...CancelSubscription,
  parameters: { vitrine: { user: cancelledMember() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Ends on Dec 22, 2026")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Resume my subscription" }));
    await expect(await canvas.findByText("Renews on Dec 22, 2026")).toBeVisible();
  },
};

export const NoSubscription: Story = {
  ...CancelSubscription,
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You have no subscription.")).toBeVisible();
  },
};

export const ExitSurvey: Story = {
  render: () => (
    <MembershipLayout route="member-exit-survey">
      <StoryPage
        page={ExitSurveyPage}
        route="member-exit-survey"
        params={{ subscriptionId: "sub-1" }}
      />
    </MembershipLayout>
  ),
  parameters: { vitrine: { user: cancelledMember() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Send" }));
    await expect(canvas.getByText("Choose a reason.")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "It costs too much" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/posts"));
  },
};
