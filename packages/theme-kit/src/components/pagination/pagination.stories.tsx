import type { Meta, StoryObj } from "@storybook/react-vite";
import { contrastRatio } from "@vitrine/sdk";
import { expect } from "storybook/test";
import { Pagination } from "./pagination";

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: { page: 2, totalPages: 4, hrefFor: (page: number) => `/products?page=${page}` },
  decorators: [(Story) => <div className="vt-root">{Story()}</div>],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole("link", { name: "Page 2" });
    await expect(current).toHaveAttribute("aria-current", "page");
    // Its number reads on its box (it was the text colour on a text-coloured box, 1:1).
    const { color, backgroundColor } = getComputedStyle(current);
    await expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // One box per arrow: what is inside the link (the arrow, the words for screen readers) draws
    // none of its own, which showed as two overlapping circles.
    for (const name of ["Previous page", "Next page"]) {
      for (const inner of canvas.getByRole("link", { name }).querySelectorAll("*")) {
        await expect(getComputedStyle(inner).borderTopStyle).toBe("none");
      }
    }
    await expect(canvas.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/products?page=1",
    );
    await expect(canvas.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/products?page=3",
    );
  },
};

export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};
