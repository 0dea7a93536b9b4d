import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import {
  answersEmptyList,
  failsWith,
  freeMember,
  neverAnswers,
  postWhere,
} from "@vitrine/contract/fake-platform";
import { pageNotFound } from "@vitrine/sdk";
import { memberFixture } from "@vitrine/sdk/testing";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { storyNavigation } from "../../testing/story-storefront";
import { PostPage } from "./post-page";
import { PostUnlockPage } from "./post-unlock-page";
import { PostsPage } from "./posts-page";

const meta = {
  title: "Membership/Posts",
  render: () => (
    <MembershipLayout route="membership-posts">
      <StoryPage page={PostsPage} route="membership-posts" params={{}} />
    </MembershipLayout>
  ),
  parameters: { vitrine: { path: "/membership/posts" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function renderPost(handle: string) {
  return () => (
    <MembershipLayout route="membership-post">
      <StoryPage page={PostPage} route="membership-post" params={{ handle }} />
    </MembershipLayout>
  );
}

/** A new member's feed opens with the welcome post; dismissed, it goes and the profile says so. */
export const WelcomePostDismissed: Story = {
  parameters: { vitrine: { user: memberFixture({ showWelcomePost: true }) } },
  play: async ({ canvas }) => {
    const welcome = await canvas.findByRole("article", { name: /^Welcome, / });
    await expect(welcome).toBeVisible();
    await userEvent.click(
      within(welcome).getByRole("button", { name: "Dismiss the welcome post" }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole("article", { name: /^Welcome, / })).not.toBeInTheDocument(),
    );
  },
};

/** A dismissal the platform refuses leaves the post, and an error toast says why. */
export const WelcomePostDismissFailed: Story = {
  parameters: {
    vitrine: { user: memberFixture({ showWelcomePost: true }) },
    msw: {
      handlers: {
        profile: failsWith(
          "post",
          endpoints.members.hideWelcomePost.path,
          503,
          "Try again in a minute.",
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Dismiss the welcome post" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Try again in a minute.");
    await expect(canvas.getByRole("article", { name: /^Welcome, / })).toBeVisible();
  },
};

/** 14 posts, 12 a page; locked ones are marked; page 2 through the URL. */
export const Feed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole("article")).toHaveLength(12);
    await expect(canvas.getAllByText("Members only").length).toBeGreaterThan(0);
    const pages = within(canvas.getByRole("navigation", { name: "Pages" }));
    await userEvent.click(pages.getByRole("link", { name: "Page 2" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { posts: neverAnswers("get", "/api/posts") } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { posts: answersEmptyList("/api/posts") } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No posts yet. Check back soon.")).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { posts: failsWith("get", "/api/posts") } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The post's text reads from the same edge as its title, not centred under it. */
export const OpenPost: Story = {
  render: renderPost(postWhere(false).handle),
  parameters: { vitrine: { user: memberFixture() } },
  play: async ({ canvas }) => {
    const subheading = await canvas.findByRole("heading", { level: 2, name: "What changed" });
    await expect(subheading).toBeVisible();
    await expect(canvas.queryByText("Members only")).toBeNull();
    const title = canvas.getByRole("heading", { level: 1 });
    const left = (element: Element) => element.getBoundingClientRect().left;
    for (const block of subheading.parentElement?.children ?? []) {
      await expect(getComputedStyle(block).textAlign).toBe("start");
      await expect(Math.abs(left(block) - left(title))).toBeLessThan(1);
    }
  },
};

/** A pay-per-post teaser: the unlock call to action leads to the unlock page. */
export const LockedPayPerPost: Story = {
  render: renderPost(postWhere(true, true).handle),
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    const post = postWhere(true, true);
    await expect(await canvas.findByText(post.excerpt)).toBeVisible();
    const unlock = canvas.getByRole("link", { name: "Unlock for $3.00" });
    await userEvent.click(unlock);
    await expect(storyNavigation.paths.at(-1)).toBe(`/membership/posts/${post.id}/unlock`);
    await expect(canvas.getByRole("link", { name: "See membership tiers" })).toHaveAttribute(
      "href",
      "/membership/pricing",
    );
  },
};

/** A tier-only teaser, with a very long title. */
export const LockedForTier: Story = {
  render: renderPost(postWhere(true).handle),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This is for Gold members.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See membership tiers" })).toBeVisible();
  },
};

export const PostNotFound: Story = {
  render: renderPost("no-such-post"),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(pageNotFound("/membership/posts/no-such-post").message),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};

function renderUnlock(postId: string) {
  return () => (
    <MembershipLayout route="membership-post-unlock">
      <StoryPage page={PostUnlockPage} route="membership-post-unlock" params={{ postId }} />
    </MembershipLayout>
  );
}

/** Buying one post with the test card that succeeds opens it. */
export const UnlockPost: Story = {
  render: renderUnlock(postWhere(true, true).id),
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Card number"), TEST_CARDS.succeeds);
    await userEvent.type(canvas.getByLabelText("Expiry (MM/YY)"), "04/29");
    await userEvent.type(canvas.getByLabelText("Security code"), "123");
    await userEvent.click(canvas.getByRole("button", { name: "Unlock for $3.00" }));
    await waitFor(() =>
      expect(storyNavigation.paths).toContain(`/membership/posts/${postWhere(true, true).handle}`),
    );
  },
};

export const UnlockCardInvalid: Story = {
  render: renderUnlock(postWhere(true, true).id),
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Card number"), "4242");
    await userEvent.click(canvas.getByRole("button", { name: "Unlock for $3.00" }));
    const number = canvas.getByLabelText("Card number");
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription("Enter the digits of your card number.");
  },
};

export const UnlockTierOnly: Story = {
  render: renderUnlock(postWhere(true).id),
  parameters: { vitrine: { user: freeMember() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("This post opens with a membership tier, not on its own."),
    ).toBeVisible();
  },
};

export const AlreadyUnlocked: Story = {
  render: renderUnlock(postWhere(false).id),
  parameters: { vitrine: { user: memberFixture() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Read the post" })).toBeVisible();
  },
};
