import type {
  ColorScheme,
  SettingValue,
  ThemeSettings,
  ThemeSettingsSchema,
} from "@vitrine/contract";
import { useTranslation } from "react-i18next";
import { Field, SettingControl } from "./setting-control";

interface SettingsPanelProps {
  /** The theme's whole schema (`themeSettingsSchema(theme.settings)`): one control per setting. */
  schema: ThemeSettingsSchema;
  settings: ThemeSettings;
  onChange: (settings: ThemeSettings) => void;
}

/**
 * The customizer's form, generated from the theme's settings schema: a fieldset per group, a
 * labelled native control per setting (so each works from the keyboard and is announced by its
 * label), then the colour schemes, which are a list of the settings rather than a setting of the
 * schema. Each change is a whole new settings object.
 */
export function SettingsPanel({ schema, settings, onChange }: SettingsPanelProps) {
  const { t } = useTranslation();
  const values = settings as unknown as Record<string, SettingValue>;
  const set = (id: string, value: unknown) => onChange({ ...settings, [id]: value });
  const setScheme = (id: string, change: Partial<ColorScheme>) =>
    set(
      "color_schemes",
      settings.color_schemes.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );

  return (
    <form
      className="vc-panel"
      aria-label={t("customizer.settings.label")}
      onSubmit={(event) => event.preventDefault()}
    >
      {schema.map((group) => (
        <fieldset key={group.id}>
          <legend>{group.label}</legend>
          {group.settings.map((setting) => (
            <SettingControl
              key={setting.id}
              setting={setting}
              value={values[setting.id] ?? setting.default}
              onChange={(value) => set(setting.id, value)}
            />
          ))}
        </fieldset>
      ))}
      <fieldset>
        <legend>{t("customizer.settings.colorSchemes")}</legend>
        {settings.color_schemes.map((scheme, index) => (
          <div key={scheme.id}>
            <Field label={t("customizer.settings.schemeText", { number: index + 1 })}>
              {(id) => (
                <input
                  id={id}
                  type="color"
                  value={scheme.text_color}
                  onChange={(event) => setScheme(scheme.id, { text_color: event.target.value })}
                />
              )}
            </Field>
            <Field label={t("customizer.settings.schemeBackground", { number: index + 1 })}>
              {(id) => (
                <input
                  id={id}
                  type="color"
                  value={scheme.background_color}
                  onChange={(event) =>
                    setScheme(scheme.id, { background_color: event.target.value })
                  }
                />
              )}
            </Field>
          </div>
        ))}
      </fieldset>
    </form>
  );
}
