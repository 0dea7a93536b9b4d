import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Add to cart", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add to cart" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: "secondary", children: "Continue shopping" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Continue shopping" })).toHaveClass(
      "vt-button--secondary",
    );
  },
};

/** Busy: clicks are ignored, but the button keeps focus so keyboard users do not lose their place. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Add to cart" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
