import type { Meta, StoryObj } from "@storybook/react-vite";
import { answersData, failsWith, neverAnswers } from "@vitrine/contract/fake-platform";
import { expect, within } from "storybook/test";
import { FullWidthLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { HomePage } from "./home-page";

const meta = {
  title: "Shop/Home page",
  render: () => (
    <FullWidthLayout route="home">
      <StoryPage page={HomePage} route="home" params={{}} />
    </FullWidthLayout>
  ),
  parameters: { vitrine: { path: "/" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default sections: hero, new arrivals, a collection, Instagram. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 1, name: "Demo Merch" });
    await expect(heading).toBeVisible();
    // The hero's call to action is a link drawn as a button: its text must not take the link colour.
    const hero = heading.closest("section") as HTMLElement;
    const cta = within(hero).getByRole("link", { name: "Shop all products" });
    const { color, backgroundColor } = getComputedStyle(cta);
    await expect(color).not.toBe(backgroundColor);
    const arrivals = canvas.getByRole("region", { name: "New arrivals" });
    await expect(await within(arrivals).findAllByRole("article")).toHaveLength(8);
    const apparel = await canvas.findByRole("region", { name: "Apparel" });
    await expect(await within(apparel).findAllByRole("article")).toHaveLength(4);
    const instagram = canvas.getByRole("region", { name: "On Instagram" });
    await expect(await within(instagram).findAllByRole("link")).toHaveLength(8);
  },
};

/** Sections the owner arranged in the theme settings. */
export const ArrangedByOwner: Story = {
  parameters: {
    vitrine: {
      theme: {
        home_sections: [
          { type: "hero", heading: "Spring drop is live", text: "Twelve new pieces." },
          { type: "social-feed", platform: "TIKTOK", color_scheme: "scheme-2" },
          { type: "product-grid", heading: "Best prices", order_by: "price", limit: 4 },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Spring drop is live" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "On TikTok" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Best prices" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        products: neverAnswers("get", "/pod/products*"),
        social: neverAnswers("get", "/pod/app/:shopId/social/:platform/feed"),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status").length).toBeGreaterThanOrEqual(3);
  },
};

export const EmptyFeedAndFailedGrid: Story = {
  parameters: {
    msw: {
      handlers: {
        social: answersData("/pod/app/:shopId/social/:platform/feed", []),
        products: [
          ...failsWith("get", "/pod/products"),
          ...answersData("/pod/products/search/collections", []),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No posts yet.")).toBeVisible();
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};
