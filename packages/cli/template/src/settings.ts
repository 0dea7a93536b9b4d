import type { ThemeSettingsSchema } from "@vitrine/contract";

/**
 * This theme's own settings, after the ones every theme has (fonts, widths, spacing, corners,
 * colours). The customizer shows them as controls; Storybook too; the shop refuses a saved value
 * they do not allow. Pages read them with `useThemeSetting(id)`; colours and ranges are also CSS
 * variables, `--vt-setting-hero-height` for `hero_height`.
 */
export const settings: ThemeSettingsSchema = [
  {
    id: "hero",
    label: "Home page hero",
    settings: [
      {
        type: "text",
        id: "hero_heading",
        label: "Heading",
        default: "New this week",
        maxLength: 80,
      },
      {
        type: "range",
        id: "hero_height",
        label: "Height",
        min: 160,
        max: 640,
        step: 8,
        unit: "px",
        default: 320,
      },
      { type: "color", id: "hero_background", label: "Background", default: "#f2efe9" },
    ],
  },
];
