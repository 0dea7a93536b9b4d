export type {
  LayoutName,
  LayoutProps,
  PageComponent,
  PageProps,
  ThemeDefinition,
  ThemeInput,
  ThemeLayouts,
  ThemePages,
  ThemeTranslations,
} from "./define-theme";
export { defineTheme, LAYOUT_NAMES } from "./define-theme";
