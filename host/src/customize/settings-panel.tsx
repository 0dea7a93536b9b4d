import type {
  ColorScheme,
  SettingDefinition,
  SettingValue,
  ThemeSettings,
  ThemeSettingsSchema,
} from "@vitrine/contract";
import { SUPPORTED_FONT_FAMILIES } from "@vitrine/contract";
import { type ReactNode, useId } from "react";

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
      aria-label="Theme settings"
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
        <legend>Colour schemes</legend>
        {settings.color_schemes.map((scheme, index) => (
          <div key={scheme.id}>
            <Field label={`Scheme ${index + 1} text`}>
              {(id) => (
                <input
                  id={id}
                  type="color"
                  value={scheme.text_color}
                  onChange={(event) => setScheme(scheme.id, { text_color: event.target.value })}
                />
              )}
            </Field>
            <Field label={`Scheme ${index + 1} background`}>
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

/** One setting's control, by its type. */
function SettingControl({
  setting,
  value,
  onChange,
}: {
  setting: SettingDefinition;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
}) {
  switch (setting.type) {
    case "color":
      return (
        <Field label={setting.label} info={setting.info}>
          {(id, describedBy) => (
            <input
              id={id}
              type="color"
              aria-describedby={describedBy}
              value={String(value)}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
    case "range": {
      const unit = setting.unit ?? "";
      return (
        <Field
          label={setting.label}
          info={setting.info}
          output={(id) => <output htmlFor={id}>{`${value}${unit}`}</output>}
        >
          {(id, describedBy) => (
            <input
              id={id}
              type="range"
              aria-describedby={describedBy}
              aria-valuetext={`${value}${unit}`}
              min={setting.min}
              max={setting.max}
              step={setting.step}
              value={Number(value)}
              onChange={(event) => onChange(Number(event.target.value))}
            />
          )}
        </Field>
      );
    }
    case "select":
      return (
        <SelectControl
          setting={setting}
          value={String(value)}
          options={setting.options}
          onChange={onChange}
        />
      );
    case "font":
      return (
        <SelectControl
          setting={setting}
          value={String(value)}
          options={SUPPORTED_FONT_FAMILIES.map((family) => ({ value: family, label: family }))}
          onChange={onChange}
        />
      );
    case "text":
      return (
        <Field label={setting.label} info={setting.info} wide>
          {(id, describedBy) =>
            setting.multiline ? (
              <textarea
                id={id}
                aria-describedby={describedBy}
                maxLength={setting.maxLength}
                value={String(value)}
                onChange={(event) => onChange(event.target.value)}
              />
            ) : (
              <input
                id={id}
                type="text"
                aria-describedby={describedBy}
                maxLength={setting.maxLength}
                value={String(value)}
                onChange={(event) => onChange(event.target.value)}
              />
            )
          }
        </Field>
      );
    case "checkbox":
      return (
        <Field label={setting.label} info={setting.info}>
          {(id, describedBy) => (
            <input
              id={id}
              type="checkbox"
              aria-describedby={describedBy}
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
            />
          )}
        </Field>
      );
    case "image":
      return (
        <Field label={setting.label} info={setting.info ?? "An image address (https://…)."} wide>
          {(id, describedBy) => (
            <input
              id={id}
              type="text"
              inputMode="url"
              aria-describedby={describedBy}
              value={value === null ? "" : String(value)}
              // An emptied field is no image, as the schema spells it.
              onChange={(event) => onChange(event.target.value.trim() || null)}
            />
          )}
        </Field>
      );
  }
}

function SelectControl({
  setting,
  value,
  options,
  onChange,
}: {
  setting: SettingDefinition;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  // A saved value the list no longer has stays shown, rather than silently becoming the first.
  const choices = options.some((option) => option.value === value)
    ? options
    : [{ value, label: value }, ...options];
  return (
    <Field label={setting.label} info={setting.info}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A label, the control it names, an optional live value and a sentence that describes it. */
function Field({
  label,
  info,
  wide = false,
  output,
  children,
}: {
  label: string;
  info?: string | undefined;
  wide?: boolean;
  output?: (id: string) => ReactNode;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const infoId = `${id}-info`;
  return (
    <div className={wide ? "vc-field vc-field--wide" : "vc-field"}>
      <label htmlFor={id}>{label}</label>
      {output?.(id)}
      {children(id, info ? infoId : undefined)}
      {info ? (
        <p id={infoId} className="vc-field__info">
          {info}
        </p>
      ) : null}
    </div>
  );
}
