import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import {
  answersEmptyList,
  failsWith,
  neverAnswers,
  shopHandlers,
} from "@vitrine/contract/fake-platform";

import { pageNotFound } from "@vitrine/sdk";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DefaultLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CollectionPage } from "./collection-page";

function renderCollection(slug: string) {
  return () => (
    <DefaultLayout route="collection">
      <StoryPage page={CollectionPage} route="collection" params={{ slug }} />
    </DefaultLayout>
  );
}

const meta = {
  title: "Shop/Collection page",
  render: renderCollection("new-arrivals"),
  parameters: { vitrine: { path: "/collections/new-arrivals" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 25 products, 12 a page: page links carry the 1-based page in the URL. */
export const Paging: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "New Arrivals" });
    await expect(await canvas.findAllByRole("article")).toHaveLength(12);
    const pages = within(canvas.getByRole("navigation", { name: "Pages" }));
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/collections/new-arrivals?page=3",
    );
    await userEvent.click(pages.getByRole("link", { name: "Page 3" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(1));
    await expect(
      within(canvas.getByRole("navigation", { name: "Pages" })).getByRole("link", {
        name: "Page 3",
      }),
    ).toHaveAttribute("aria-current", "page");
  },
};

/** Sorting goes back to page 1 with the sort in the URL. */
export const Sorting: Story = {
  parameters: { vitrine: { search: "page=2" } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort by" }), "price-asc");
    await expect(storyNavigation.paths.at(-1)).toBe("/collections/new-arrivals?sort=price-asc");
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc"),
    );
    const pages = within(await canvas.findByRole("navigation", { name: "Pages" }));
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/collections/new-arrivals?sort=price-asc&page=2",
    );
  },
};

export const Empty: Story = {
  render: renderCollection("archive"),
  parameters: {
    msw: {
      handlers: {
        products: [
          ...answersEmptyList(endpoints.storefront.listProducts.path),
          ...shopHandlers.products,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This collection has no products yet.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse all products" })).toHaveAttribute(
      "href",
      "/products",
    );
  },
};

export const LoadingProducts: Story = {
  parameters: {
    msw: { handlers: { products: neverAnswers("get", endpoints.storefront.listProducts.path) } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "New Arrivals" });
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const ProductsFail: Story = {
  parameters: {
    msw: { handlers: { products: failsWith("get", endpoints.storefront.listProducts.path) } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const NotFound: Story = {
  render: renderCollection("no-such-collection"),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(pageNotFound("/collections/no-such-collection").message),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};
