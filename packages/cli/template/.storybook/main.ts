import type { StorybookConfig } from "@storybook/react-vite";

export default {
  stories: ["../src/**/*.stories.tsx"],
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y"],
  framework: "@storybook/react-vite",
  // msw's service worker, copied here by msw on npm install (package.json's msw.workerDirectory).
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
} satisfies StorybookConfig;
