import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { failsWith } from "@vitrine/contract/fake-platform";
import { creatorFixture } from "@vitrine/sdk/testing";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { CreatorProfilePage } from "./creator-profile-page";

const meta = {
  title: "Membership/Creator profile",
  render: () => (
    <MembershipLayout route="creator-profile">
      <StoryPage page={CreatorProfilePage} route="creator-profile" params={{}} />
    </MembershipLayout>
  ),
  parameters: { vitrine: { user: creatorFixture() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditProfile: Story = {
  play: async ({ canvas }) => {
    const bio = await canvas.findByLabelText("Bio");
    await userEvent.clear(bio);
    await userEvent.type(bio, "I make music and videos.");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const status = await canvas.findByRole("status");
    await expect(status).toHaveTextContent("Saved.");
    await waitFor(() => expect(status).toHaveFocus());
  },
};

/** The creator shadowbans a member who wrote to them, after confirming. */
export const Shadowban: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Shadowban Sam Listener" }));
    await expect(
      canvas.getByRole("group", {
        name: "Hide Sam Listener's messages and comments from everyone else?",
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Shadowban Sam Listener" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Sam Listener is shadowbanned.",
    );
  },
};

export const EmptyNameRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByLabelText("Display name"));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const name = canvas.getByLabelText("Display name");
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription("Enter your display name.");
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: { handlers: { profile: failsWith("post", endpoints.creators.updateCreatorProfile.path) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Save" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The service is unavailable");
  },
};

/** The shop's week: one row a day, oldest first, today's figures last. */
export const WeekFigures: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", {
      name: "Page views, add-to-carts and purchases of the last 7 days (UTC)",
    });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(8);
    await expect(rows.at(-1)).toHaveTextContent(/40\s*6\s*2$/);
  },
};

/** The figures fail to load: the error and a retry, the rest of the page still works. */
export const WeekFiguresFailed: Story = {
  parameters: { msw: { handlers: { analytics: failsWith("get", "/api/creators/analytics") } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Creator profile" })).toBeVisible();
  },
};
