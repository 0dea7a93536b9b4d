import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { answersEmptyList, failsWith, neverAnswers } from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor } from "storybook/test";
import { FullWidthLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { CollectionsPage } from "./collections-page";

const meta = {
  title: "Shop/Collections page",
  render: () => (
    <FullWidthLayout route="collections">
      <StoryPage page={CollectionsPage} route="collections" params={{}} />
    </FullWidthLayout>
  ),
  parameters: { vitrine: { path: "/collections" } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Prints & Posters" })).toHaveAttribute(
      "href",
      "/collections/prints-posters",
    );
    await expect(canvas.getByText("0 products")).toBeVisible();
  },
};

/** Sorted by name, Z to A: the order goes into the address and the call. */
export const SortedByName: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("link", { name: "Prints & Posters" });
    await userEvent.selectOptions(canvas.getByLabelText("Sort by"), "Name, Z to A");
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/collections?sort=name-desc"));
    await waitFor(async () => {
      const titles = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
      await expect(titles).toEqual([
        "Prints & Posters",
        "New Arrivals",
        "Archive",
        "Apparel",
        "Accessories",
      ]);
    });
    await expect(canvas.getByLabelText("Sort by")).toHaveValue("name-desc");
  },
};

export const InFrench: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("13 produits")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { collections: answersEmptyList(endpoints.storefront.listCollections.path) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("There are no collections yet.")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { collections: neverAnswers("get", endpoints.storefront.listCollections.path) },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { collections: failsWith("get", endpoints.storefront.listCollections.path) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The service is unavailable");
  },
};
