import type { Meta, StoryObj } from "@storybook/react-vite";
import { freeMember } from "@vitrine/contract/fake-platform";
import { creatorFixture, memberFixture } from "@vitrine/sdk/testing";
import { expect } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";

const meta = {
  title: "Membership/Navigation",
  render: () => (
    <MembershipLayout route="membership-posts">
      <p>Page content</p>
    </MembershipLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole("navigation", { name: "Membership" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Posts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Join" })).toHaveAttribute(
      "href",
      "/membership/pricing",
    );
    await expect(canvas.queryByRole("link", { name: /^Messages/ })).toBeNull();
  },
};

/** A paying member with 3 unread messages: the badge shows the count, no "Join". */
export const MemberWithUnread: Story = {
  parameters: { vitrine: { user: memberFixture(), unreadMessageCount: 3 } },
  play: async ({ canvas }) => {
    const messages = await canvas.findByRole("link", { name: /Messages/ });
    await expect(messages).toHaveTextContent("3");
    await expect(messages).toHaveAccessibleName("Messages 3 unread messages");
    await expect(canvas.queryByRole("link", { name: "Join" })).toBeNull();
  },
};

/** Above 99 unread the badge reads 99+ (spec §9). */
export const ManyUnread: Story = {
  parameters: { vitrine: { user: memberFixture(), unreadMessageCount: 120 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: /Messages/ })).toHaveTextContent("99+");
  },
};

export const FreeMember: Story = {
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Join" })).toBeVisible();
  },
};

export const Creator: Story = {
  parameters: { vitrine: { user: creatorFixture() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Creator profile" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Join" })).toBeNull();
  },
};
