import type { Meta, StoryObj } from "@storybook/react-vite";
import { GIFT_CODES } from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor } from "storybook/test";
import { DefaultLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { TwitchRedeemGiftPage } from "./twitch-redeem-gift-page";

const meta = {
  title: "Shop/Twitch gift redemption",
  render: () => (
    <DefaultLayout route="twitch-redeem-gift">
      <StoryPage page={TwitchRedeemGiftPage} route="twitch-redeem-gift" params={{}} />
    </DefaultLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's channel heads the page, and whether gifting is open now. */
export const ChannelGiftingOpen: Story = {
  parameters: {
    vitrine: { twitch: { isLive: false, giftable: true, channelName: "mayamakes" } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "mayamakes on Twitch" })).toHaveAttribute(
      "href",
      "https://twitch.tv/mayamakes",
    );
    await expect(
      canvas.getByText("Gifting is open: viewers can gift merch from the stream."),
    ).toBeVisible();
  },
};

/** The code shows the gift; the address ships it; the free order's status page is linked. */
export const RedeemCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("Gift code"), GIFT_CODES.available.toLowerCase());
    await userEvent.click(canvas.getByRole("button", { name: "Check the code" }));
    await expect(
      await canvas.findByRole("heading", { name: "nightowl42 gifted you Sunset Poster" }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Email"), "viewer@example.com");
    await userEvent.type(canvas.getByLabelText("Full name"), "Grace Hopper");
    await userEvent.type(canvas.getByLabelText("Address"), "1 Compiler Street");
    await userEvent.type(canvas.getByLabelText("City"), "Arlington");
    await userEvent.type(canvas.getByLabelText("Postal code"), "22201");
    await userEvent.click(canvas.getByRole("button", { name: "Ship my gift" }));
    const done = await canvas.findByRole("heading", { name: "Sunset Poster is on its way!" });
    await waitFor(() => expect(done).toHaveFocus());
    await expect(canvas.getByRole("link", { name: "View your order status" })).toHaveAttribute(
      "href",
      "/orders/K7Q2ZP9M/status",
    );
  },
};

/** A wrong or used code is said on the field itself, focused. */
export const InvalidCode: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByLabelText("Gift code");
    await userEvent.type(code, "NOPE-1234");
    await userEvent.click(canvas.getByRole("button", { name: "Check the code" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This gift code is not valid\./));
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.clear(code);
    await userEvent.type(code, GIFT_CODES.redeemed);
    await userEvent.click(canvas.getByRole("button", { name: "Check the code" }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/This gift was already redeemed\./),
    );
  },
};

export const BlankCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check the code" }));
    const code = canvas.getByLabelText("Gift code");
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(/Enter your gift code\./);
  },
};
