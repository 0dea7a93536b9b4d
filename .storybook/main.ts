import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: [
    "../packages/theme-kit/src/**/*.stories.@(ts|tsx)",
    "../themes/*/src/**/*.stories.@(ts|tsx)",
    // The customizer's panels, beside their components.
    "../host/src/customizer/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  // The msw service worker lives here so stories can mock the shop API in the browser.
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
};

export default config;
