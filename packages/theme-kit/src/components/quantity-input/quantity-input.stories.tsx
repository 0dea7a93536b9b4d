import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { QuantityInput } from "./quantity-input";

function Controlled({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantityInput value={value} onChange={setValue} max={max} />;
}

const meta = {
  title: "Components/Quantity input",
  component: Controlled,
  args: { max: 3 },
  decorators: [(Story) => <div className="vt-root">{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stays within 1 and the maximum; the buttons disable at the ends. */
export const Bounds: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("spinbutton", { name: "Quantity" });
    await expect(canvas.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await expect(input).toHaveValue(3);
    await expect(canvas.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, "9");
    await expect(input).toHaveValue(3);
  },
};
