import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "@vitrine/sdk";
import { expect, fn, userEvent } from "storybook/test";
import { EmptyState, ErrorState, LoadingState } from "./states";

const meta = {
  title: "Components/States",
  component: LoadingState,
  decorators: [(Story) => <div className="vt-root vt-page-width">{Story()}</div>],
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Empty: Story = {
  render: () => <EmptyState title="Your cart is empty." message="Add something you like." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Add something you like.")).toBeVisible();
  },
};

const retry = fn();

export const ErrorWithRetry: Story = {
  render: () => (
    <ErrorState
      error={
        new ApiError("The catalogue is unavailable", {
          statusCode: 503,
          statusMessage: "Service Unavailable",
          data: {},
        })
      }
      retry={retry}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The catalogue is unavailable");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
