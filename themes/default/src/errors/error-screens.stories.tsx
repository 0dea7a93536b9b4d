import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { NotFoundPage } from "./error-screens";

const meta = {
  title: "Layout/Error screens",
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(canvas.queryByText(/Page Not Found:/)).toBeNull();
  },
};

export const NotFoundWithMessage: Story = {
  args: { message: "Page Not Found: /products/old-tee" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(canvas.getByText("Page Not Found: /products/old-tee")).toBeVisible();
  },
};

export const NotFoundInFrench: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  },
};
