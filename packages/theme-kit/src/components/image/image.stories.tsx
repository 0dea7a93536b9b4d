import type { Meta, StoryObj } from "@storybook/react-vite";
import { longNameSummary, productSummaries } from "@vitrine/contract/fake-platform";
import { expect } from "storybook/test";
import { Image } from "./image";

// The fixtures' pictures are `data:` URLs the resizing service does not take, so these stories
// show the box and loading attributes; the srcset is checked by the unit test and the e2e.
const picture = (productSummaries[0] ?? longNameSummary).images[0];

const meta = {
  title: "Components/Image",
  component: Image,
  args: {
    data: picture ?? { url: "", alt: "", width: 800, height: 1000 },
    sizes: "320px",
    maxWidth: 320,
  },
  decorators: [
    (Story) => (
      <div className="vt-root" style={{ maxWidth: 320 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).not.toHaveAttribute("fetchpriority");
    await expect(img).toHaveAttribute("width", "800");
    await expect(img).toHaveAttribute("height", "1000");
    // Explicit width and height keep the aspect, and the layout still scales it down.
    await expect(img.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(img.getBoundingClientRect().height).toBeCloseTo(
      (img.getBoundingClientRect().width * 1000) / 800,
      0,
    );
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("loading", "eager");
  },
};
