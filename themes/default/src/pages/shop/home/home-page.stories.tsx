import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { answersData, failsWith, neverAnswers } from "@vitrine/contract/fake-platform";
import { expect, waitFor, within } from "storybook/test";
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
    // The social feed's code loads apart (`lazySection`).
    const instagram = await canvas.findByRole("region", { name: "On Instagram" });
    await expect(await within(instagram).findAllByRole("link")).toHaveLength(8);
  },
};

/** Sections the owner arranged in the theme settings. */
export const ArrangedByOwner: Story = {
  parameters: {
    vitrine: {
      theme: {
        home_sections: [
          {
            id: "hero",
            type: "hero",
            settings: { heading: "Spring drop is live", text: "Twelve new pieces." },
          },
          {
            id: "tiktok",
            type: "social-feed",
            settings: { platform: "TIKTOK", color_scheme: "scheme-2" },
          },
          {
            id: "prices",
            type: "product-grid",
            settings: { heading: "Best prices", order_by: "price", limit: 4 },
          },
          {
            id: "story",
            type: "rich-text",
            settings: {},
            blocks: [
              { id: "h", type: "heading", settings: { heading: "Made in Lisbon" } },
              { id: "p", type: "paragraph", settings: { text: "Small runs.\nPrinted by hand." } },
              {
                id: "b",
                type: "button",
                settings: { label: "See the collections", link: "collections" },
              },
            ],
          },
          {
            id: "studio",
            type: "image-with-text",
            settings: {
              heading: "The studio",
              text: "Where it all happens.",
              image_position: "end",
            },
          },
          { id: "posts", type: "latest-posts", settings: { limit: 3 } },
          { id: "news", type: "newsletter", settings: { text: "One email a month." } },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Spring drop is live" })).toBeVisible();
    await expect(await canvas.findByRole("region", { name: "On TikTok" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Best prices" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Made in Lisbon" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See the collections" })).toHaveAttribute(
      "href",
      "/collections",
    );
    await expect(canvas.getByRole("heading", { name: "The studio" })).toBeVisible();
    const posts = await canvas.findByRole("region", { name: "Latest posts" });
    await expect(await within(posts).findAllByRole("article")).toHaveLength(3);
    await expect(
      await canvas.findByRole("region", { name: "Subscribe to our emails" }),
    ).toBeVisible();
  },
};

/**
 * Collections the owner chose, asked for by id and shown in the owner's order; an empty slot and
 * a repeated one are skipped.
 */
export const CollectionList: Story = {
  parameters: {
    vitrine: {
      theme: {
        home_sections: [
          {
            id: "picks",
            type: "collection-list",
            settings: {
              heading: "Our picks",
              collection_1: "col-new-arrivals",
              collection_2: null,
              collection_3: "col-accessories",
              collection_4: "col-new-arrivals",
            },
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const picks = await canvas.findByRole("region", { name: "Our picks" });
    await waitFor(() =>
      expect(
        within(picks)
          .getAllByRole("heading", { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(["New Arrivals", "Accessories"]),
    );
    await expect(within(picks).getByRole("link", { name: "See all collections" })).toHaveAttribute(
      "href",
      "/collections",
    );
  },
};

/** A YouTube feed of the one channel the owner named, typed as YouTube shows it (`@…`). */
export const YouTubeChannel: Story = {
  parameters: {
    vitrine: {
      theme: {
        home_sections: [
          {
            id: "clips",
            type: "social-feed",
            settings: { platform: "YOUTUBE", handle: " @mayamakesclips " },
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const youtube = await canvas.findByRole("region", { name: "On YouTube" });
    const links = await within(youtube).findAllByRole("link");
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAttribute(
      "href",
      "https://social.example/youtube/mayamakesclips/1",
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        products: neverAnswers("get", `${endpoints.storefront.listProducts.path}*`),
        social: neverAnswers("get", endpoints.social.feed.path),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole("status").length).toBeGreaterThanOrEqual(3));
  },
};

export const EmptyFeedAndFailedGrid: Story = {
  parameters: {
    msw: {
      handlers: {
        social: answersData(endpoints.social.feed.path, []),
        products: [
          ...failsWith("get", endpoints.storefront.listProducts.path),
          ...answersData(endpoints.storefront.searchByCollections.path, []),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No posts yet.")).toBeVisible();
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

/** A visitor signs up from the newsletter section; a mistyped address is refused first. */
export const NewsletterSignUp: Story = {
  parameters: {
    vitrine: {
      theme: { home_sections: [{ id: "news", type: "newsletter", settings: {} }] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole("region", { name: "Subscribe to our emails" });
    const email = within(region).getByLabelText("Email");
    await userEvent.type(email, "not-an-address");
    await userEvent.click(within(region).getByRole("button", { name: "Subscribe" }));
    // The contract's email rule refuses it before a round trip, said under the field.
    await expect(email).toHaveAccessibleDescription(
      "Enter an email address such as name@example.com.",
    );
    await userEvent.clear(email);
    await userEvent.type(email, "fan@example.com");
    await userEvent.click(within(region).getByRole("button", { name: "Subscribe" }));
    await expect(await within(region).findByText("Thanks for subscribing.")).toBeVisible();
    await expect(email).toHaveValue("");
  },
};
