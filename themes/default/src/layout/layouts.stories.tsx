import type { Meta, StoryObj } from "@storybook/react-vite";
import { cartItem, cartWith, memberFixture, membershipSettingsFixture } from "@vitrine/sdk/testing";
import { expect, userEvent, within } from "storybook/test";
import { AdminBar as OwnerBar } from "./admin-bar";
import {
  BareLayout,
  DefaultLayout,
  DonationLayout,
  FullWidthLayout,
  MembershipLayout,
} from "./site-layout";

const Content = () => (
  <section className="vt-section">
    <h1>Page title</h1>
    <p>Page content goes here.</p>
  </section>
);

const meta = {
  title: "Layout/Layouts",
  component: DefaultLayout,
  args: { route: "cart", children: <Content /> },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor with an empty cart: log-in link, count 0, the current page marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/membership/auth/login",
    );
    await expect(canvas.getByRole("main")).toHaveTextContent("Page content goes here.");
  },
};

/** While the shop's channel is live, the header links to it; off air, no badge. */
export const LiveOnTwitch: Story = {
  parameters: {
    vitrine: { twitch: { isLive: true, giftable: true, channelName: "mayamakes" } },
  },
  play: async ({ canvas }) => {
    const badge = within(canvas.getByRole("banner")).getByRole("link", { name: "Live on Twitch" });
    await expect(badge).toHaveAttribute("href", "https://twitch.tv/mayamakes");
    await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const OffAirOnTwitch: Story = {
  parameters: {
    vitrine: { twitch: { isLive: false, giftable: true, channelName: "mayamakes" } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Live on Twitch" })).toBeNull();
  },
};

/** A private membership: no link to it for a visitor, logging in still offered. */
export const PrivateMembership: Story = {
  parameters: {
    vitrine: {
      membershipSettings: {
        ...membershipSettingsFixture(),
        membershipVisibility: { public: false },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Membership" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Log in" })).toBeVisible();
  },
};

/** The skip link is the first stop and moves focus to the main region. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};

/** A member with three items in the cart. */
export const MemberWithCart: Story = {
  parameters: {
    vitrine: {
      user: memberFixture(),
      cart: cartWith([cartItem({ quantity: 2 }), cartItem({ id: "line-2", variantId: "v2" })]),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Account" })).toHaveAttribute(
      "href",
      "/membership/users/members/profile",
    );
  },
};

/** Membership off: no membership link and no account link. */
export const MembershipOff: Story = {
  parameters: { vitrine: { membershipSettings: null } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await expect(nav.queryByRole("link", { name: "Membership" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Log in" })).toBeNull();
  },
};

/**
 * The shop owner sees the admin bar above the header, drawn once as the host draws it: above the
 * layout, not by it.
 */
export const AdminBar: Story = {
  parameters: {
    vitrine: { app: { showAdminBar: true, customizerOrigin: "https://admin.shop.test" } },
  },
  render: (args) => (
    <>
      <OwnerBar />
      <DefaultLayout {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("complementary", { name: "Shop owner tools" });
    await expect(canvas.getAllByRole("complementary", { name: "Shop owner tools" })).toHaveLength(
      1,
    );
    const customize = within(bar).getByRole("link", { name: "Customize theme" });
    await expect(customize).toBeVisible();
    await expect(customize).toHaveAttribute("href", "https://admin.shop.test/customize");
  },
};

/** A layout-less page (checkout, coming soon) of the owner: the same bar above the bare frame. */
export const AdminBarWithoutLayout: Story = {
  ...AdminBar,
  render: (args) => (
    <>
      <OwnerBar />
      <BareLayout>{args.children}</BareLayout>
    </>
  ),
};

/** A visitor: no admin bar, even where the host draws it. */
export const NoAdminBarForVisitors: Story = {
  render: (args) => (
    <>
      <OwnerBar />
      <DefaultLayout {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Page title" })).toBeVisible();
    await expect(canvas.queryByRole("complementary", { name: "Shop owner tools" })).toBeNull();
  },
};

/** A shop name long enough to wrap, in French. */
export const LongShopNameInFrench: Story = {
  globals: { locale: "fr" },
  parameters: {
    vitrine: { shop: { name: "La Boutique Officielle des Créateurs Indépendants de Montréal" } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Panier, 0 article" })).toBeVisible();
  },
};

export const FullWidth: Story = {
  render: (args) => <FullWidthLayout {...args} route="products" />,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await expect(nav.getByRole("link", { name: "All products" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const Donation: Story = {
  render: (args) => <DonationLayout {...args} route="donation" />,
};

export const Membership: Story = {
  render: (args) => <MembershipLayout {...args} route="membership-posts" />,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Main" }));
    await expect(nav.getByRole("link", { name: "Membership" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};
