import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { HomePage } from "./home-page";

const meta = {
  title: "Theme/Home page",
  render: () => <HomePage route="home" params={{}} search={{}} />,
  parameters: { vitrine: { path: "/" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero with its default heading, then the fake shop's newest products. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "New this week" })).toBeVisible();
    await expect(await canvas.findAllByRole("article")).not.toHaveLength(0);
  },
};

/** The owner's own heading, from the theme's settings (a control in Storybook's panel). */
export const OwnHeading: Story = {
  args: { hero_heading: "Autumn pieces" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Autumn pieces" })).toBeVisible();
  },
};
