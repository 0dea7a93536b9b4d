import type { Meta, StoryObj } from "@storybook/react-vite";
import { endpoints } from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { failsWith } from "@vitrine/contract/fake-platform";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MembershipLayout } from "../../layout/site-layout";
import { StoryPage } from "../../testing/story-page";
import { storyNavigation } from "../../testing/story-storefront";
import { ForgotPasswordPage } from "./forgot-password-page";
import { LoginPage } from "./login-page";
import { ResetPasswordPage } from "./reset-password-page";
import { SignupPage } from "./signup-page";

const meta = {
  title: "Membership/Auth",
  render: () => (
    <MembershipLayout route="auth-login">
      <StoryPage page={LoginPage} route="auth-login" params={{}} />
    </MembershipLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member logs in: the profile loads and the page goes to the posts. */
export const LoginAsMember: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Email"), DEMO_CREDENTIALS.member.email);
    await userEvent.type(canvas.getByLabelText("Password"), DEMO_CREDENTIALS.member.password);
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/posts"));
  },
};

/** The creator uses the same form (no role to pick: creator/check decides) and lands on their profile. */
export const LoginAsCreator: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("radio")).toBeNull();
    await userEvent.type(await canvas.findByLabelText("Email"), DEMO_CREDENTIALS.creator.email);
    await userEvent.type(canvas.getByLabelText("Password"), DEMO_CREDENTIALS.creator.password);
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(storyNavigation.paths).toContain("/membership/users/creators/profile"),
    );
  },
};

/** Empty fields: errors tied to the fields, focus on the first one. */
export const LoginValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Log in" }));
    const email = canvas.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "Enter an email address such as name@example.com.",
    );
    await expect(canvas.getByLabelText("Password")).toHaveAccessibleDescription(
      "Enter your password.",
    );
  },
};

/** Wrong password: the API's message in an alert that takes focus. */
export const LoginRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Email"), DEMO_CREDENTIALS.member.email);
    await userEvent.type(canvas.getByLabelText("Password"), "wrong-password");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The email or password is not correct.");
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** The creator's email with a wrong password: the same message as a member's, nothing more. */
export const LoginRefusedForCreator: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Email"), DEMO_CREDENTIALS.creator.email);
    await userEvent.type(canvas.getByLabelText("Password"), "wrong-password");
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The email or password is not correct.",
    );
    await expect(storyNavigation.paths).toEqual([]);
  },
};

export const LoginInFrench: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Connexion" })).toBeVisible();
  },
};

export const Signup: Story = {
  render: () => (
    <MembershipLayout route="auth-signup">
      <StoryPage page={SignupPage} route="auth-signup" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Display name"), "Jo New");
    await userEvent.type(canvas.getByLabelText("Email"), "jo@example.com");
    await userEvent.type(canvas.getByLabelText("Password"), "long-enough-1");
    await userEvent.click(canvas.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(storyNavigation.paths).toContain("/membership/pricing"));
  },
};

export const SignupEmailTaken: Story = {
  ...Signup,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Display name"), "Riley");
    await userEvent.type(canvas.getByLabelText("Email"), DEMO_CREDENTIALS.member.email);
    await userEvent.type(canvas.getByLabelText("Password"), "long-enough-1");
    await userEvent.click(canvas.getByRole("button", { name: "Sign up" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An account with this email already exists. Log in instead.",
    );
  },
};

/** The same answer whether or not the email has an account. */
export const ForgotPassword: Story = {
  render: () => (
    <MembershipLayout route="auth-forgot-password">
      <StoryPage page={ForgotPasswordPage} route="auth-forgot-password" params={{}} />
    </MembershipLayout>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Email"), "someone@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send the link" }));
    const status = await canvas.findByRole("status");
    await expect(status).toHaveTextContent("If an account uses someone@example.com");
  },
};

export const ForgotPasswordFails: Story = {
  ...ForgotPassword,
  parameters: {
    msw: { handlers: { auth: failsWith("post", endpoints.auth.forgotPassword.path) } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("Email"), "someone@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Send the link" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The service is unavailable");
  },
};

/** The token comes from the query string. */
export const ResetPassword: Story = {
  render: () => (
    <MembershipLayout route="auth-reset-password">
      <StoryPage page={ResetPasswordPage} route="auth-reset-password" params={{}} />
    </MembershipLayout>
  ),
  parameters: { vitrine: { search: "token=reset-token-1" } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("New password"), "a-new-password");
    await userEvent.click(canvas.getByRole("button", { name: "Save the new password" }));
    const status = await canvas.findByRole("status");
    await expect(status).toHaveTextContent("Your password has changed");
    const form = within(status.closest("form") as HTMLElement);
    await expect(form.getByRole("link", { name: "Log in" })).toBeVisible();
  },
};

export const ResetPasswordExpired: Story = {
  ...ResetPassword,
  parameters: { vitrine: { search: "token=expired" } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("New password"), "a-new-password");
    await userEvent.click(canvas.getByRole("button", { name: "Save the new password" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This reset link is invalid or has expired. Ask for a new one.",
    );
  },
};

export const ResetPasswordWithoutToken: Story = {
  ...ResetPassword,
  parameters: { vitrine: { search: "" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This reset link is incomplete/)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Choose a new password",
    );
    await expect(canvas.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/membership/auth/forgot-password",
    );
  },
};
