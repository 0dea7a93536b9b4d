import {
  allSettings,
  type SettingValue,
  type ThemeSettingsSchema,
  themeSettingsSchema,
} from "@vitrine/contract";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { themeSettingValues } from "../theme/theme-setting-values";
import { useStoreState } from "./store-state";
import { useStorefront } from "./storefront-context";

// The theme's own groups; none means the spec's settings alone, as for the default theme.
const OwnSettingsContext = createContext<ThemeSettingsSchema>([]);

export interface ThemeSettingsSchemaProviderProps {
  /** The theme's own groups (`ThemeDefinition.settings`); the spec's settings are always there. */
  settings: ThemeSettingsSchema;
  children?: ReactNode;
}

/**
 * Tells the settings hooks below it which theme's settings they read. `defineTheme` already puts
 * a theme's pages and layouts under one for its own settings, so a theme does not write it; the
 * kit's Storybook decorator provides it for stories.
 */
export function ThemeSettingsSchemaProvider({
  settings,
  children,
}: ThemeSettingsSchemaProviderProps) {
  return <OwnSettingsContext.Provider value={settings}>{children}</OwnSettingsContext.Provider>;
}

/** The whole schema of the theme rendering this component: the spec's settings, then its own. */
export function useThemeSettingsSchema(): ThemeSettingsSchema {
  const own = useContext(OwnSettingsContext);
  return useMemo(() => themeSettingsSchema(own), [own]);
}

/**
 * Every setting of the current theme, by id: the shop's saved value, else the schema's default
 * (`themeSettingValues`). Re-renders when the shop's settings change, e.g. live from the customizer.
 *
 * @example
 * const { hero_heading, page_width } = useThemeSettings();
 */
export function useThemeSettings(): Record<string, SettingValue> {
  const schema = useThemeSettingsSchema();
  const { shop } = useStoreState(useStorefront().stores.shop.state);
  // Computed on each render rather than memoised, so valtio sees which saved settings were read.
  return themeSettingValues(schema, shop?.theme.settings);
}

/**
 * One setting of the current theme: the shop's saved value, else the schema's default. An id the
 * theme does not declare throws, as a misspelt id would otherwise show the default forever.
 *
 * @example
 * const heading = useThemeSetting<string>("hero_heading") || shop.name;
 */
export function useThemeSetting<Value extends SettingValue = SettingValue>(id: string): Value {
  const schema = useThemeSettingsSchema();
  const values = useThemeSettings();
  if (!(id in values)) {
    const ids = allSettings(schema).map((setting) => setting.id);
    throw new TypeError(
      `useThemeSetting: "${id}" is not a setting of this theme (${ids.join(", ")})`,
    );
  }
  return values[id] as Value;
}
