import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { neverAnswers } from "@vitrine/contract/fake-platform";
import { pageNotFound } from "@vitrine/sdk";
import { expect } from "storybook/test";
import { DefaultLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { ContentPage } from "./content-page";

const meta = {
  title: "Shop/Content page",
  render: () => (
    <DefaultLayout route="page">
      <StoryPage page={ContentPage} route="page" params={{ slug: "about" }} />
    </DefaultLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists and quotes as elements; text that looks like HTML stays text. */
export const About: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "About the studio" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "How we work" })).toBeVisible();
    await expect(canvas.getByText("Water-based inks").tagName).toBe("LI");
    await expect(
      canvas.getByText("<script>alert('never HTML')</script> stays text."),
    ).toBeVisible();
    await expect(canvasElement.querySelector(".vt-content-page script")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { pages: neverAnswers("get", endpoints.pages.get.path) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const NotFound: Story = {
  render: () => (
    <DefaultLayout route="page">
      <StoryPage page={ContentPage} route="page" params={{ slug: "nothing-here" }} />
    </DefaultLayout>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(pageNotFound("/pages/nothing-here").message),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull();
  },
};
