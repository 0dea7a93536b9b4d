import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { ConsentBanner } from "./consent-banner";

const meta = {
  title: "Layout/Consent banner",
  component: ConsentBanner,
  parameters: { vitrine: { shop: { analytics: { consentRequired: true } } } },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop that requires consent, a visitor who has not answered: the banner asks. */
export const Asking: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("region", { name: "Analytics consent" });
    await expect(banner).toHaveTextContent("Can we count your visit?");
    await expect(canvas.getByRole("button", { name: "Accept" })).toBeVisible();
  },
};

/** Accepting answers for good: the banner goes. */
export const Accepted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await expect(canvas.queryByRole("region", { name: "Analytics consent" })).toBeNull();
  },
};

/** Declining is as easy as accepting, and the banner goes too. */
export const Declined: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Decline" }));
    await expect(canvas.queryByRole("region", { name: "Analytics consent" })).toBeNull();
  },
};

/** A shop that does not require consent never shows it. */
export const NotRequired: Story = {
  parameters: { vitrine: { shop: { analytics: { consentRequired: false } } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: "Analytics consent" })).toBeNull();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Accepter" })).toBeVisible();
  },
};
