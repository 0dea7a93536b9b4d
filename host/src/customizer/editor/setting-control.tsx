import type {
  CollectionSetting,
  ColorScheme,
  ColorSchemeSetting,
  SettingDefinition,
  SettingValue,
} from "@vitrine/contract";
import { SUPPORTED_FONT_FAMILIES, schemeOrFirst } from "@vitrine/contract";
import { createContext, type ReactNode, useContext, useId } from "react";
import { useTranslation } from "react-i18next";
import { MediaPicker } from "./media-picker";

/** A collection a collection setting offers: its id, named by its title. */
export interface CollectionOption {
  value: string;
  label: string;
}

/**
 * The shop's collections a collection setting offers, as the page loaded them: `undefined` while
 * they load, `"failed"` when they could not be, so the control says which instead of offering
 * none.
 */
export const CollectionOptions = createContext<readonly CollectionOption[] | "failed" | undefined>(
  undefined,
);

/** One setting's control, by its type. */
export function SettingControl({
  setting,
  value,
  onChange,
}: {
  setting: SettingDefinition;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
}) {
  switch (setting.type) {
    case "collection":
      return <CollectionControl setting={setting} value={value} onChange={onChange} />;
    case "color_scheme":
      return <ColorSchemeControl setting={setting} value={value} onChange={onChange} />;
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
      return <MediaPicker setting={setting} value={value} onChange={onChange} />;
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
export function Field({
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

/** A collection setting: the shop's collections, or none (the theme's own choice). */
function CollectionControl({
  setting,
  value,
  onChange,
}: {
  setting: CollectionSetting;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
}) {
  const { t } = useTranslation();
  const collections = useContext(CollectionOptions) ?? "loading";
  const offered = typeof collections === "string" ? [] : collections;
  // The empty choice says so while there are no collections to offer.
  const none = {
    value: "",
    label: t(
      typeof collections === "string"
        ? `customizer.settings.collections.${collections}`
        : "customizer.settings.collections.none",
    ),
  };
  return (
    <SelectControl
      setting={setting}
      value={value === null ? "" : String(value)}
      options={[none, ...offered]}
      onChange={(next) => onChange(next === "" ? null : next)}
    />
  );
}

/** The shop's colour schemes a colour scheme setting offers: those of the settings being edited. */
export const SchemeOptions = createContext<readonly ColorScheme[]>([]);

/**
 * A colour scheme setting: the shop's schemes by name. A saved id the shop no longer has shows
 * as the first scheme, as the storefront shows it.
 */
function ColorSchemeControl({
  setting,
  value,
  onChange,
}: {
  setting: ColorSchemeSetting;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
}) {
  const { t } = useTranslation();
  const schemes = useContext(SchemeOptions);
  const options = schemes.map((scheme, position) => ({
    value: scheme.id,
    label: scheme.name?.trim() || t("customizer.schemes.defaultName", { number: position + 1 }),
  }));
  return (
    <SelectControl
      setting={setting}
      value={schemeOrFirst(schemes, value)?.id ?? String(value)}
      options={options}
      onChange={onChange}
    />
  );
}
