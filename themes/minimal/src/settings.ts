import type { ThemeSettingsSchema } from "@vitrine/contract";

/**
 * The minimal theme's own settings, after the spec's: its home page's editorial title. The
 * heading is read with `useThemeSetting`, the height as the CSS variable
 * `--vt-setting-hero-min-height` in `minimal.css`.
 */
export const minimalSettings: ThemeSettingsSchema = [
  {
    id: "home-hero",
    label: "Home page title",
    settings: [
      {
        type: "text",
        id: "hero_heading",
        label: "Title",
        info: "Leave empty to show the shop's name.",
        maxLength: 80,
        default: "",
      },
      {
        type: "range",
        id: "hero_min_height",
        label: "Title area height",
        info: "0 fits the title.",
        min: 0,
        max: 48,
        step: 2,
        unit: "rem",
        default: 0,
      },
    ],
  },
];
