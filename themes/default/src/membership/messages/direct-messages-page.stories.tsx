import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import {
  answersEmptyList,
  failsWith,
  membershipHandlers,
  neverAnswers,
} from "@vitrine/contract/fake-platform";
import { memberFixture, membershipSettingsFixture } from "@vitrine/sdk/testing";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { DirectMessagesPage } from "./direct-messages-page";

const meta = {
  title: "Membership/Direct messages",
  render: () => (
    <MembershipLayout route="membership-direct-messages">
      <StoryPage page={DirectMessagesPage} route="membership-direct-messages" params={{}} />
    </MembershipLayout>
  ),
  parameters: { vitrine: { user: memberFixture(), unreadMessageCount: 1 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A tip: the amount is checked, the sum confirmed, then sent; a toast thanks the member. Its
 * heading stands clear of the last message.
 */
export const TipTheCreator: Story = {
  play: async ({ canvas }) => {
    const tip = await canvas.findByRole("form", { name: "Tip Demo Creator" });
    // The conversation's messages come just before the tip.
    const messages = tip.previousElementSibling;
    await expect(messages?.tagName).toBe("OL");
    const heading = within(tip).getByRole("heading", { name: "Tip Demo Creator" });
    const gap =
      heading.getBoundingClientRect().top - (messages?.getBoundingClientRect().bottom ?? 0);
    await expect(gap).toBeGreaterThanOrEqual(16);
    const amount = within(tip).getByLabelText("Amount");
    await userEvent.type(amount, "0.50");
    await userEvent.click(within(tip).getByRole("button", { name: "Review the tip" }));
    await expect(amount).toHaveAccessibleDescription(/A tip is at least \$1\.00\./);
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.clear(amount);
    await userEvent.type(amount, "5");
    await userEvent.click(within(tip).getByRole("button", { name: "Review the tip" }));
    const confirm = within(tip).getByRole("group", { name: "Send $5.00 to Demo Creator?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Send $5.00" }));
    await expect(
      await canvas.findByText("Thank you! Demo Creator got your tip of $5.00."),
    ).toBeVisible();
    await expect(amount).toHaveValue("");
  },
};

/** Without a saved card the platform refuses the tip, and says so beside the form. */
export const TipWithoutCard: Story = {
  parameters: {
    msw: {
      handlers: {
        billing: failsWith(
          "post",
          endpoints.tips.sendTip.path,
          400,
          "Add a card on the billing page first.",
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    const tip = await canvas.findByRole("form", { name: "Tip Demo Creator" });
    await userEvent.type(within(tip).getByLabelText("Amount"), "5");
    await userEvent.click(within(tip).getByRole("button", { name: "Review the tip" }));
    await userEvent.click(within(tip).getByRole("button", { name: "Send $5.00" }));
    await expect(await within(tip).findByRole("alert")).toHaveTextContent(
      "Add a card on the billing page first.",
    );
  },
};

/** Sending a message adds it to the open conversation, and a toast says it went. */
export const SendMessage: Story = {
  play: async ({ canvas }) => {
    const thread = await canvas.findByRole("region", { name: "Conversation with Demo Creator" });
    await within(thread).findByText("Thank you! More next week.");
    await userEvent.type(canvas.getByLabelText("Your message"), "Can't wait for the album!");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole("region", { name: "Conversation with Demo Creator" })).getByText(
          "Can't wait for the album!",
        ),
      ).toBeVisible(),
    );
    await expect(await canvas.findByText("Your message is sent.")).toBeVisible();
    await expect(canvas.getByLabelText("Your message")).toHaveValue("");
  },
};

/**
 * A conversation is named by who it is with, its last message and unread count, as separate
 * words: in its text too, so the name does not depend on the stylesheet to keep them apart.
 */
export const ConversationEntry: Story = {
  play: async ({ canvas }) => {
    const name = "Demo Creator The new track is up for Gold members. 1 unread";
    const entry = await canvas.findByRole("button", { name });
    await expect(entry).toHaveTextContent(name);
    await expect(entry).toHaveAttribute("aria-current", "true");
  },
};

export const EmptyMessageRefused: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Conversation with Demo Creator" });
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const field = canvas.getByLabelText("Your message");
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription("Write a message first.");
  },
};

/** A locked message is unlocked by paying for it. */
export const UnlockMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Unlock for $5.00" }));
    await expect(
      await canvas.findByText("Here is the unreleased demo, just for you."),
    ).toBeVisible();
  },
};

export const SendFails: Story = {
  parameters: {
    msw: {
      handlers: {
        directMessages: [
          ...failsWith("post", "/api/direct-message/member/messages"),
          ...membershipHandlers.directMessages,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Your message"), "Hello");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The service is unavailable");
  },
};

export const NoConversations: Story = {
  parameters: {
    msw: { handlers: { directMessages: answersEmptyList("/api/direct-message/messages") } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("No messages yet. Say hello to the creator below."),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { directMessages: neverAnswers("get", "/api/direct-message/messages") } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Disabled: Story = {
  parameters: {
    vitrine: {
      membershipSettings: membershipSettingsFixture({ directMessage: { enabled: false } }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Direct messages are turned off for this membership."),
    ).toBeVisible();
  },
};
