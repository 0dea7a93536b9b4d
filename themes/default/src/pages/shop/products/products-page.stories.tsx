import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { answersEmptyList, neverAnswers } from "@vitrine/contract/fake-platform";
import { expect, within } from "storybook/test";
import { FullWidthLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { ProductsPage } from "./products-page";

const meta = {
  title: "Shop/Products page",
  render: () => (
    <FullWidthLayout route="products">
      <StoryPage page={ProductsPage} route="products" params={{}} />
    </FullWidthLayout>
  ),
  parameters: { vitrine: { path: "/products" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product; sold-out and sale badges, price ranges. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "All products" });
    const cards = await canvas.findAllByRole("article");
    await expect(cards).toHaveLength(12);
    await expect(within(cards[3] as HTMLElement).getByText("Sold out")).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText(/^From /)).toBeVisible();
  },
};

export const SecondPage: Story = {
  parameters: { vitrine: { search: "page=2" } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article");
    const pages = within(canvas.getByRole("navigation", { name: "Pages" }));
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/products",
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { products: answersEmptyList(endpoints.storefront.listProducts.path) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("There are no products yet.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { products: neverAnswers("get", endpoints.storefront.listProducts.path) } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};
