import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import {
  answersEmptyList,
  failsWith,
  neverAnswers,
  videoSummaries,
} from "@vitrine/contract/fake-platform";
import { memberFixture } from "@vitrine/sdk/testing";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FullWidthLayout, MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { storyNavigation } from "../../testing/story-storefront";
import { AudioPage } from "../audio/audio-page";
import { VideoCatalogPage } from "./video-catalog-page";
import { VideoEmbedPage } from "./video-embed-page";
import { VideoPage } from "./video-page";
import { VideoSeriesPage } from "./video-series-page";

const meta = {
  title: "Membership/Videos and audio",
  render: () => (
    <MembershipLayout route="membership-video-catalog-featured">
      <StoryPage page={VideoCatalogPage} route="membership-video-catalog-featured" params={{}} />
    </MembershipLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const openVideo = videoSummaries.find((video) => !video.locked && video.series !== null);
const lockedVideo = videoSummaries.find((video) => video.locked);

export const Featured: Story = {
  play: async ({ canvas }) => {
    const tabs = within(await canvas.findByRole("navigation", { name: "Video catalog" }));
    await expect(tabs.getByRole("link", { name: "Featured" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(await canvas.findAllByRole("article")).toHaveLength(3);
  },
};

export const All: Story = {
  render: () => (
    <MembershipLayout route="membership-video-catalog-all">
      <StoryPage page={VideoCatalogPage} route="membership-video-catalog-all" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Series" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Making an album" })).toHaveAttribute(
      "href",
      "/membership/video-series/making-an-album",
    );
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(10));
  },
};

export const FeaturedEmpty: Story = {
  parameters: { msw: { handlers: { videos: answersEmptyList(endpoints.videos.listVideos.path) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No featured videos yet.")).toBeVisible();
  },
};

export const CatalogLoading: Story = {
  parameters: {
    msw: { handlers: { videos: neverAnswers("get", endpoints.videos.listVideos.path) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading…");
  },
};

export const CatalogFails: Story = {
  parameters: { msw: { handlers: { videos: failsWith("get", endpoints.videos.listVideos.path) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

export const Series: Story = {
  render: () => (
    <MembershipLayout route="membership-video-series">
      <StoryPage
        page={VideoSeriesPage}
        route="membership-video-series"
        params={{ handle: "making-an-album" }}
      />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Making an album" }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};

/** The member's video resumes where they stopped; the next episode is linked. */
export const Video: Story = {
  render: () => (
    <FullWidthLayout route="membership-video">
      <StoryPage
        page={VideoPage}
        route="membership-video"
        params={{ handle: openVideo?.handle ?? "" }}
      />
    </FullWidthLayout>
  ),
  parameters: { vitrine: { user: memberFixture() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(`Video: ${openVideo?.title}`)).toBeVisible();
    await expect(canvas.getByText("You stopped at 1:35.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /^Next:/ })).toBeVisible();
  },
};

export const LockedVideo: Story = {
  render: () => (
    <FullWidthLayout route="membership-video">
      <StoryPage
        page={VideoPage}
        route="membership-video"
        params={{ handle: lockedVideo?.handle ?? "" }}
      />
    </FullWidthLayout>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This is for Gold members.")).toBeVisible();
    await expect(canvas.queryByLabelText(/^Video:/)).toBeNull();
  },
};

export const Embed: Story = {
  render: () => (
    <StoryPage
      page={VideoEmbedPage}
      route="membership-video-embed"
      params={{ handle: openVideo?.handle ?? "" }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(`Video: ${openVideo?.title}`)).toBeVisible();
  },
};

/** A locked embed follows the API's SSHOP-403 to pricing. */
export const LockedEmbed: Story = {
  render: () => (
    <StoryPage
      page={VideoEmbedPage}
      route="membership-video-embed"
      params={{ handle: lockedVideo?.handle ?? "" }}
    />
  ),
  play: async () => {
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/pricing"));
  },
};

/** The audio player: play/pause named for what it does, skipping moves the slider. */
export const Audio: Story = {
  render: () => (
    <MembershipLayout route="membership-audio">
      <StoryPage page={AudioPage} route="membership-audio" params={{ handle: "demo-take" }} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    const player = within(
      await canvas.findByRole("group", { name: "Audio player: Demo take, acoustic" }),
    );
    const slider = player.getByRole("slider", { name: "Position" });
    await expect(slider).toHaveAttribute("aria-valuetext", "0:00 of 3:20");
    await userEvent.click(player.getByRole("button", { name: "Forward 15 seconds" }));
    await expect(slider).toHaveAttribute("aria-valuetext", "0:15 of 3:20");
    await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
  },
};

export const LockedAudio: Story = {
  render: () => (
    <MembershipLayout route="membership-audio">
      <StoryPage page={AudioPage} route="membership-audio" params={{ handle: "final-mix" }} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This is for Gold members.")).toBeVisible();
  },
};
