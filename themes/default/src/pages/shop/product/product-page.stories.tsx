import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith, neverAnswers } from "@vitrine/contract/fake-platform";
import { pageNotFound } from "@vitrine/sdk";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FullWidthLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { ProductPage } from "./product-page";

function renderProduct(slug: string) {
  return () => (
    <FullWidthLayout route="product">
      <StoryPage page={ProductPage} route="product" params={{ slug }} />
    </FullWidthLayout>
  );
}

const meta = {
  title: "Shop/Product page",
  render: renderProduct("everyday-tee"),
  parameters: { vitrine: { path: "/products/everyday-tee" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The tee: Size S/M/L × Colour Black/Sand. S/Sand is not made (disabled, explained), M/Sand is
 * sold out (crossed out, still selectable), and the pictures follow the colour.
 */
export const PickingValues: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Everyday Tee" });
    await expect(
      canvas.getByRole("radio", { name: "Sand, not made in this combination" }),
    ).toBeDisabled();
    await expect(canvas.getByText(/Greyed-out values are not made/)).toBeVisible();

    await userEvent.click(canvas.getByRole("radio", { name: "M" }));
    const soldOutSand = canvas.getByRole("radio", { name: "Sand, sold out" });
    await expect(soldOutSand).toBeEnabled();
    await userEvent.click(soldOutSand);
    await expect(soldOutSand).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Sold out" })).toBeDisabled();

    await userEvent.click(canvas.getByRole("radio", { name: "L" }));
    await expect(canvas.getByRole("radio", { name: "Sand" })).toBeChecked();
    await expect(canvas.getByRole("img", { name: "Everyday Tee, sand, front" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  },
};

/**
 * The gallery holds every picture of the product, the chosen colour's shown large: choosing
 * another colour shows its picture, and the thumbnails still offer all of them (the page used to
 * show the chosen variant's pictures only).
 */
export const GalleryFollowsTheVariant: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Everyday Tee" });
    const gallery = within(canvas.getByRole("region", { name: "Product images" }));
    await expect(gallery.getAllByRole("button", { name: /^Show image \d of 4$/ })).toHaveLength(4);
    await expect(gallery.getByRole("img", { name: "Everyday Tee, black, front" })).toBeVisible();

    await userEvent.click(canvas.getByRole("radio", { name: "L" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Sand" }));
    await waitFor(() =>
      expect(gallery.getByRole("img", { name: "Everyday Tee, sand, front" })).toBeVisible(),
    );
    await expect(gallery.getAllByRole("button", { name: /^Show image \d of 4$/ })).toHaveLength(4);
    const current = gallery
      .getAllByRole("button")
      .filter((thumb) => thumb.getAttribute("aria-current") === "true");
    await expect(current).toHaveLength(1);
    // Another picture on request, by keyboard too.
    current[0]?.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(gallery.queryByRole("img", { name: "Everyday Tee, sand, front" })).toBeNull();
  },
};

/** Adding opens the mini cart on the added item; focus is trapped inside, Escape closes it and focus returns to the button. */
export const AddToCartOpensMiniCart: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Everyday Tee" });
    const addButton = canvas.getByRole("button", { name: "Add to cart" });
    await userEvent.click(addButton);

    const drawer = await canvas.findByRole("dialog", { name: "Added to your cart" });
    const inDrawer = within(drawer);
    await expect(inDrawer.getByText("Everyday Tee")).toBeVisible();
    await expect(inDrawer.getByText("S / Black")).toBeVisible();
    const close = inDrawer.getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(
      canvas.getByRole("link", { name: "Cart, 1 item", hidden: true }),
    ).toBeInTheDocument();

    // Tab cycles within the drawer: close → check out → view cart → close.
    await userEvent.tab();
    await expect(inDrawer.getByRole("link", { name: "Check out" })).toHaveFocus();
    await userEvent.tab();
    await expect(inDrawer.getByRole("link", { name: "View cart" })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inDrawer.getByRole("link", { name: "View cart" })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(addButton).toHaveFocus();
  },
};

/** Quantity discount tiers for the selected variant, and related products below. */
export const DiscountsAndRelated: Story = {
  play: async ({ canvas }) => {
    const discounts = await canvas.findByRole("region", { name: "Buy more, save more" });
    await expect(within(discounts).getByText("Buy 3 or more: 10 % off")).toBeVisible();
    const related = await canvas.findByRole("region", { name: "You may also like" });
    await expect(await within(related).findAllByRole("article")).toHaveLength(4);
  },
};

/** Opened on a sold-out selection shared by URL. */
export const SoldOutSelection: Story = {
  parameters: { vitrine: { search: "Size=M&Colour=Sand" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Sold out" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "Sand, sold out" })).toBeChecked();
  },
};

/** The 2,048-variant Trail Runner: suede is not made in bright colours. */
export const LargeVariantProduct: Story = {
  render: renderProduct("trail-runner"),
  parameters: { vitrine: { path: "/products/trail-runner" } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Trail Runner" });
    await userEvent.click(canvas.getByRole("radio", { name: "Suede" }));
    await expect(
      canvas.getByRole("radio", { name: "Sky, not made in this combination" }),
    ).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "Suede" })).toBeChecked();
  },
};

/** A product without options is bought as is. */
export const WithoutOptions: Story = {
  render: renderProduct("sunset-poster"),
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Sunset Poster" });
    await expect(canvas.queryByRole("radio")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  },
};

export const AddFails: Story = {
  parameters: { msw: { handlers: { cart: failsWith("post", endpoints.cart.add.path) } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Add to cart" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This item could not be added to your cart.",
    );
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { products: neverAnswers("get", endpoints.storefront.getProduct.path) } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const NotFound: Story = {
  render: renderProduct("no-such-product"),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(pageNotFound("/products/no-such-product").message),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { products: failsWith("get", endpoints.storefront.getProduct.path) } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(within(alert).getByText("The service is unavailable")).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const InFrench: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Ajouter au panier" })).toBeVisible();
    await expect(
      canvas.getByRole("radio", { name: "Sand, pas fabriqué dans cette combinaison" }),
    ).toBeDisabled();
  },
};
