import type { Meta, StoryObj } from "@storybook/react-vite";
import { settingsControls } from "@vitrine/theme-kit/storybook";
import { expect } from "storybook/test";
import { minimalSettings } from "../settings";
import { MinimalHome } from "./minimal-home";
import "../styles/minimal.css";

const meta = {
  title: "Minimal theme/Home page",
  render: () => <MinimalHome route="home" params={{}} search={{}} />,
  // The minimal theme's own settings, as controls beside the spec's.
  ...settingsControls(minimalSettings),
  parameters: { vitrine: { path: "/", settings: minimalSettings } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No title of the owner's: the shop's name, in an area that fits it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Demo Merch" })).toBeVisible();
  },
};

/** The owner's title and a taller title area, from the theme's own settings. */
export const OwnTitle: Story = {
  args: { hero_heading: "Autumn pieces", hero_min_height: 30 },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 1, name: "Autumn pieces" });
    const hero = heading.closest("header") as HTMLElement;
    await expect(hero.getBoundingClientRect().height).toBeGreaterThanOrEqual(30 * 16 - 1);
  },
};
