import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { COMING_SOON_PASSWORD } from "@vitrine/contract/demo";
import {
  checkoutHandlers,
  comingSoonFixture,
  MOCK_ORIGIN,
  neverAnswers,
} from "@vitrine/contract/fake-platform";
import { PROTECTED_ENTER_COOKIE, type Storefront } from "@vitrine/sdk";
import { useStorefront } from "@vitrine/sdk/react";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor } from "storybook/test";
import { StoryPage } from "../../../testing/story-page";
import { storyNavigation } from "../../../testing/story-storefront";
import { ComingSoonPage } from "./coming-soon-page";

/** The story's storefront, so a play function can read the cookie the page set. */
const rendered: { storefront?: Storefront } = {};
function KeepStorefront() {
  rendered.storefront = useStorefront();
  return null;
}

const meta = {
  title: "Shop/Coming soon",
  render: () => (
    <>
      <KeepStorefront />
      <StoryPage page={ComingSoonPage} route="coming-soon" params={{}} />
    </>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong password is tied to the field and focused; the right one sets the cookie and goes home. */
export const WrongThenRightPassword: Story = {
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText("Password");
    await userEvent.type(password, "open-sesame");
    await userEvent.click(canvas.getByRole("button", { name: "Enter the shop" }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription("This password is not right."),
    );
    await waitFor(() => expect(password).toHaveFocus());
    await expect(rendered.storefront?.cookies.get(PROTECTED_ENTER_COOKIE)).toBeUndefined();
    await userEvent.clear(password);
    await userEvent.type(password, COMING_SOON_PASSWORD);
    await userEvent.click(canvas.getByRole("button", { name: "Enter the shop" }));
    await waitFor(() => expect(storyNavigation.paths.at(-1)).toBe("/"));
    await expect(rendered.storefront?.cookies.get(PROTECTED_ENTER_COOKIE)).toBe("true");
  },
};

export const WithoutPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        comingSoon: [
          http.get(`${MOCK_ORIGIN}/pod/coming-soon`, () =>
            HttpResponse.json({
              data: comingSoonFixture({ passwordEnabled: false, launchAt: null }),
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Something new is on its way" }),
    ).toBeVisible();
    await expect(canvas.queryByLabelText("Password")).toBeNull();
  },
};

export const InFrench: Story = {
  globals: { locale: "fr" },
  parameters: { msw: { handlers: { comingSoon: checkoutHandlers.comingSoon } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText("Mot de passe")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { comingSoon: neverAnswers("get", endpoints.pages.comingSoon.path) } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};
