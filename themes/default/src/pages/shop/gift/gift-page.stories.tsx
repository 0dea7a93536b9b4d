import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith, giftFixture, MOCK_ORIGIN } from "@vitrine/contract/fake-platform";
import { pageNotFound } from "@vitrine/sdk";
import { HttpResponse, http } from "msw";
import { expect } from "storybook/test";
import { DefaultLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { GiftPage } from "./gift-page";

const meta = {
  title: "Shop/Gift",
  render: () => (
    <DefaultLayout route="gift">
      <StoryPage page={GiftPage} route="gift" params={{ giftId: "gift-1" }} />
    </DefaultLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const answersGift = (gift: ReturnType<typeof giftFixture>) => ({
  msw: {
    handlers: {
      gifts: [http.get(`${MOCK_ORIGIN}/pod/gifts/:id`, () => HttpResponse.json({ data: gift }))],
    },
  },
});

export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "nightowl42 gifted you Sunset Poster" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Redeem with your code" })).toHaveAttribute(
      "href",
      "/twitch/redeem-gift",
    );
  },
};

/** The shop's channel under the gift: live, and gifting open. */
export const ChannelLive: Story = {
  parameters: {
    vitrine: { twitch: { isLive: true, giftable: true, channelName: "mayamakes" } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "mayamakes on Twitch" })).toHaveAttribute(
      "href",
      "https://twitch.tv/mayamakes",
    );
    await expect(canvas.getByText("Live now")).toBeVisible();
    await expect(
      canvas.getByText("Gifting is open: viewers can gift merch from the stream."),
    ).toBeVisible();
  },
};

/** Off air with gifting closed: the channel without the live mark, and gifting said closed. */
export const GiftingClosed: Story = {
  parameters: {
    vitrine: { twitch: { isLive: false, giftable: false, channelName: "mayamakes" } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Gifting is closed right now.")).toBeVisible();
    await expect(canvas.queryByText("Live now")).toBeNull();
  },
};

export const Redeemed: Story = {
  parameters: answersGift(
    giftFixture({ status: "REDEEMED", redeemedAt: "2026-03-20T10:00:00.000Z" }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("This gift was redeemed on March 20, 2026."),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  parameters: answersGift(
    giftFixture({
      gifterName: "the_extremely_long_twitch_username_of_a_generous_viewer",
      message: "Congratulations on the stream marathon! ".repeat(12),
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1 })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: { gifts: failsWith("get", endpoints.twitch.getGift.path, 404, "Gift not found") },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(pageNotFound("/gifts/gift-1").message)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};
