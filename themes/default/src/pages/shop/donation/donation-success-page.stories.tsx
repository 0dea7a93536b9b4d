import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith } from "@vitrine/contract/fake-platform";
import { expect } from "storybook/test";
import { DefaultLayout } from "../../../layout/site-layout";
import { StoryPage } from "../../../testing/story-page";
import { DonationSuccessPage } from "./donation-success-page";

const meta = {
  title: "Shop/Donation success",
  render: () => (
    <DefaultLayout route="donation-success">
      <StoryPage
        page={DonationSuccessPage}
        route="donation-success"
        params={{ donationId: "don-1" }}
      />
    </DefaultLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Thank you, Ada!" })).toBeVisible();
    await expect(canvas.getByText("Your donation of $10.00 was received.")).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: {
        donations: failsWith("get", endpoints.donations.get.path, 404, "Donation not found"),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Donation not found");
  },
};
