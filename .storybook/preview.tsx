import type { Preview } from "@storybook/react-vite";
import {
  checkoutHandlers,
  membershipHandlers,
  shopHandlers,
} from "@vitrine/contract/fake-platform";
import { initialize, mswLoader } from "msw-storybook-addon";
import { withStorefront } from "../themes/default/src/testing/story-storefront";
import { themeGlobalTypes, themeInitialGlobals } from "../themes/default/src/testing/theme-presets";
import "../themes/default/src/styles/index.css";

// Requests no story handler answers fail the story, so a missing fixture is never silently ignored.
initialize({ onUnhandledRequest: "error", quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  decorators: [withStorefront],
  globalTypes: themeGlobalTypes,
  initialGlobals: themeInitialGlobals,
  parameters: {
    layout: "fullscreen",
    // Accessibility violations fail the story's test, not only the panel.
    a11y: { test: "error" },
    // Named groups: a story replaces one (`msw: { handlers: { products: [...] } }`), keeps the rest.
    msw: { handlers: { ...shopHandlers, ...checkoutHandlers, ...membershipHandlers } },
  },
};

export default preview;
