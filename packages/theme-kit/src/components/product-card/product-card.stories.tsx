import type { Meta, StoryObj } from "@storybook/react-vite";
import { longNameSummary, productSummaries } from "@vitrine/contract/fake-platform";
import { expect } from "storybook/test";
import { ProductCard, ProductGrid } from "./product-card";

const meta = {
  title: "Components/Product card",
  component: ProductCard,
  args: { product: productSummaries[1] ?? longNameSummary },
  decorators: [
    (Story) => (
      <div className="vt-root vt-page-width" style={{ maxWidth: 320 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Classic Hoodie" })).toHaveAttribute(
      "href",
      "/products/classic-hoodie",
    );
    // Lazy, with its box known before it loads; the fixtures' data: URLs get no srcset (the
    // resizer's widths are checked by the Image unit test and the e2e).
    const picture = canvasElement.querySelector(".vt-card__media img");
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("width", "800");
    await expect(picture).toHaveAttribute("height", "1000");
  },
};

export const SoldOut: Story = {
  args: { product: productSummaries[3] ?? longNameSummary },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Sold out")).toBeVisible();
  },
};

export const OnSaleWithPriceRange: Story = {
  args: { product: productSummaries[0] ?? longNameSummary },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Sale")).toBeVisible();
    await expect(canvas.getByText(/^From /)).toBeVisible();
  },
};

export const LongName: Story = {
  args: { product: longNameSummary },
};

export const Grid: Story = {
  decorators: [(Story) => <div className="vt-root vt-page-width">{Story()}</div>],
  render: () => <ProductGrid products={productSummaries.slice(0, 8)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
  },
};
