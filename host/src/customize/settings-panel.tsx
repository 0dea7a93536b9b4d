import type { TextTransform, ThemeSettings } from "@vitrine/contract";
import { type NumericThemeSetting, SUPPORTED_FONTS } from "@vitrine/sdk";
import { useId } from "react";

interface SettingsPanelProps {
  settings: ThemeSettings;
  ranges: Readonly<Record<NumericThemeSetting, { min: number; max: number }>>;
  onChange: (settings: ThemeSettings) => void;
}

const SPACING: readonly [NumericThemeSetting, string][] = [
  ["page_width", "Page width (px)"],
  ["spacing_sections", "Section spacing (px)"],
  ["spacing_grid_horizontal", "Grid spacing, horizontal (px)"],
  ["spacing_grid_vertical", "Grid spacing, vertical (px)"],
];

const RADII: readonly [NumericThemeSetting, string][] = [
  ["button_border_radius", "Button radius (px)"],
  ["input_border_radius", "Input radius (px)"],
  ["image_border_radius", "Image radius (px)"],
];

/** The families settings may name: any other would show the system font. */
const FONTS = SUPPORTED_FONTS.map((font) => font.family);
const TRANSFORMS: readonly TextTransform[] = ["none", "uppercase", "lowercase", "capitalize"];

/** The customizer's form: every control labelled, each change a whole new settings object. */
export function SettingsPanel({ settings, ranges, onChange }: SettingsPanelProps) {
  const set = <Key extends keyof ThemeSettings>(key: Key, value: ThemeSettings[Key]) =>
    onChange({ ...settings, [key]: value });

  return (
    <form
      className="vc-panel"
      aria-label="Theme settings"
      onSubmit={(event) => event.preventDefault()}
    >
      <h1>Customize your theme</h1>
      <fieldset>
        <legend>Colour schemes</legend>
        {settings.color_schemes.map((scheme, index) => (
          <div key={scheme.id}>
            <ColorField
              label={`Scheme ${index + 1} text`}
              value={scheme.text_color}
              onChange={(text_color) =>
                set(
                  "color_schemes",
                  settings.color_schemes.map((item) =>
                    item.id === scheme.id ? { ...item, text_color } : item,
                  ),
                )
              }
            />
            <ColorField
              label={`Scheme ${index + 1} background`}
              value={scheme.background_color}
              onChange={(background_color) =>
                set(
                  "color_schemes",
                  settings.color_schemes.map((item) =>
                    item.id === scheme.id ? { ...item, background_color } : item,
                  ),
                )
              }
            />
          </div>
        ))}
        <ColorField
          label="Loading bar"
          value={settings.loading_indicator_color}
          onChange={(value) => set("loading_indicator_color", value)}
        />
      </fieldset>
      <fieldset>
        <legend>Layout and spacing</legend>
        {SPACING.map(([key, label]) => (
          <RangeField
            key={key}
            label={label}
            value={settings[key]}
            range={ranges[key]}
            onChange={(value) => set(key, value)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Corner radii</legend>
        {RADII.map(([key, label]) => (
          <RangeField
            key={key}
            label={label}
            value={settings[key]}
            range={ranges[key]}
            onChange={(value) => set(key, value)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Fonts</legend>
        <SelectField
          label="Body font"
          value={settings.body_font}
          options={FONTS}
          onChange={(value) => set("body_font", value)}
        />
        <SelectField
          label="Body text case"
          value={settings.body_text_transform}
          options={TRANSFORMS}
          onChange={(value) => set("body_text_transform", value as TextTransform)}
        />
        <SelectField
          label="Heading font"
          value={settings.heading_font}
          options={FONTS}
          onChange={(value) => set("heading_font", value)}
        />
        <SelectField
          label="Heading text case"
          value={settings.heading_text_transform}
          options={TRANSFORMS}
          onChange={(value) => set("heading_text_transform", value as TextTransform)}
        />
      </fieldset>
    </form>
  );
}

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="vc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function RangeField({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: number;
  range: { min: number; max: number };
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="vc-field">
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id}>{value}</output>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const choices = options.includes(value) ? options : [value, ...options];
  return (
    <div className="vc-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
