import type { Preview } from "@storybook/react-vite";
import { initialize, mswLoader } from "msw-storybook-addon";

// Requests no story handler answers fail the story, so a missing fixture is never silently ignored.
initialize({ onUnhandledRequest: "error", quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: "fullscreen",
    // Accessibility violations fail the story's test, not only the panel.
    a11y: { test: "error" },
  },
};

export default preview;
