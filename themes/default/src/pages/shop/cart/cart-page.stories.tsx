import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith, neverAnswers } from "@vitrine/contract/fake-platform";
import { cartItem, cartWith } from "@vitrine/sdk/testing";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DefaultLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { CartPage } from "./cart-page";

const twoLines = cartWith([
  cartItem({ quantity: 2 }),
  cartItem({
    id: "line-2",
    variantId: "var-mug",
    productName: "Travel Mug",
    productSlug: "travel-mug",
    variantName: "",
    price: 1800,
  }),
]);

const meta = {
  title: "Shop/Cart page",
  render: () => (
    <DefaultLayout route="cart">
      <StoryPage page={CartPage} route="cart" params={{}} />
    </DefaultLayout>
  ),
  parameters: { vitrine: { cart: twoLines, path: "/cart" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Changing a quantity and removing a line update the lines, the count and the totals. */
export const ChangeAndRemove: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("$73.44")).toBeVisible();
    const tee = canvas.getByRole("spinbutton", { name: "Quantity of Logo Tee" });
    await userEvent.click(
      within(tee.parentElement as HTMLElement).getByRole("button", { name: "Increase quantity" }),
    );
    await waitFor(() => expect(tee).toHaveValue(3));
    await waitFor(() => expect(canvas.getByText("$100.44")).toBeVisible());
    await userEvent.click(canvas.getByRole("button", { name: "Remove Travel Mug" }));
    await waitFor(() => expect(canvas.queryByText("Travel Mug")).toBeNull());
    await expect(canvas.getByText("Cart, 3 items")).toBeInTheDocument();
  },
};

/** Cross-sell: four products, most expensive first. */
export const CrossSell: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole("region", { name: "Complete your order" });
    await expect(await within(section).findAllByRole("article")).toHaveLength(4);
  },
};

export const Empty: Story = {
  parameters: { vitrine: { cart: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Your cart is empty.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
  },
};

export const ChangeFails: Story = {
  parameters: { msw: { handlers: { cart: failsWith("put", endpoints.cart.change.path) } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove Travel Mug" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your cart could not be updated.",
    );
    await expect(canvas.getByText("Travel Mug")).toBeVisible();
  },
};

export const CrossSellLoading: Story = {
  parameters: {
    msw: { handlers: { recommend: neverAnswers("get", endpoints.cart.recommend.path) } },
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Complete your order" });
    await expect(within(section).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const LongNamesInFrench: Story = {
  globals: { locale: "fr" },
  parameters: {
    vitrine: {
      cart: cartWith([
        cartItem({
          productName:
            "T-shirt anniversaire en coton biologique sérigraphié à la main, édition limitée",
        }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Votre panier" })).toBeVisible();
  },
};
