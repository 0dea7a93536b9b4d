import type { Meta, StoryObj } from "@storybook/react-vite";
import { fakeAccessToken } from "@vitrine/contract/fake-platform";
import { memberFixture } from "@vitrine/sdk/testing";
import { expect, waitFor } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { storyNavigation } from "../../testing/story-storefront";
import { CompleteAccountPage } from "./complete-account-page";
import { LogoutPage } from "./logout-page";
import { VerifyPage } from "./verify-page";

const meta = {
  title: "Membership/Auth/Verify, logout, complete account",
  render: () => <StoryPage page={VerifyPage} route="auth-verify" params={{}} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sign-in link with a live token: the profile loads, then the posts. */
export const Verify: Story = {
  parameters: { vitrine: { search: `token=${fakeAccessToken("MEMBER")}` } },
  play: async () => {
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/posts"));
  },
};

/** A link whose token is not a session says so, under the page's heading. */
export const VerifyBrokenLink: Story = {
  parameters: { vitrine: { search: "token=not-a-token" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/incomplete or has expired/)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Sign-in link");
    await expect(canvas.getByRole("link", { name: "Go to log in" })).toHaveAttribute(
      "href",
      "/membership/auth/login",
    );
  },
};

/** The address opened with no token at all: the same broken-link page, with its heading. */
export const VerifyWithoutToken: Story = {
  parameters: { vitrine: { search: "" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Sign-in link",
    );
    await expect(canvas.getByText(/incomplete or has expired/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to log in" })).toBeVisible();
    await expect(storyNavigation.paths).toEqual([]);
  },
};

export const Logout: Story = {
  render: () => <StoryPage page={LogoutPage} route="auth-logout" params={{}} />,
  parameters: { vitrine: { user: memberFixture() } },
  play: async () => {
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/auth/login"));
  },
};

export const CompleteAccount: Story = {
  render: () => (
    <MembershipLayout route="membership-complete-account">
      <StoryPage
        page={CompleteAccountPage}
        route="membership-complete-account"
        params={{ checkoutId: "chk-1" }}
      />
    </MembershipLayout>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText("Display name"), "Jo New");
    await userEvent.type(canvas.getByLabelText("Email"), "jo@example.com");
    await userEvent.type(canvas.getByLabelText("Password"), "long-enough-1");
    await userEvent.click(canvas.getByRole("button", { name: "Create my account and continue" }));
    await waitFor(() =>
      expect(storyNavigation.paths).toContain("/membership/checkouts/chk-1/message"),
    );
  },
};
