import type {
  SettingValue,
  ThemeSectionsSchema,
  ThemeSettings,
  ThemeSettingsSchema,
} from "@vitrine/contract";
import { useTranslation } from "react-i18next";
import { ColorSchemesPanel } from "./color-schemes-panel";
import { SettingControl } from "./setting-control";

interface SettingsPanelProps {
  /** The theme's whole schema (`themeSettingsSchema(theme.settings)`): one control per setting. */
  schema: ThemeSettingsSchema;
  settings: ThemeSettings;
  /** The theme's sections, for the colour schemes panel to say which use a scheme. */
  sections: ThemeSectionsSchema;
  onChange: (settings: ThemeSettings) => void;
  /** Asks the owner to confirm removing a colour scheme in use. */
  confirm: (message: string) => boolean;
}

/**
 * The customizer's form, generated from the theme's settings schema: a fieldset per group, a
 * labelled native control per setting (so each works from the keyboard and is announced by its
 * label), then the colour schemes (`ColorSchemesPanel`), which are a list of the settings rather
 * than a setting of the schema. Each change is a whole new settings object.
 */
export function SettingsPanel({
  schema,
  settings,
  sections,
  onChange,
  confirm,
}: SettingsPanelProps) {
  const { t } = useTranslation();
  const values = settings as unknown as Record<string, SettingValue>;
  const set = (id: string, value: unknown) => onChange({ ...settings, [id]: value });

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
      <ColorSchemesPanel
        settings={settings}
        sections={sections}
        onChange={onChange}
        confirm={confirm}
      />
    </form>
  );
}
