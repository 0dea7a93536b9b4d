import type { Meta, StoryObj } from "@storybook/react-vite";
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
    await expect(canvas.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
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
