import {
  COLOR_SCHEME_COLORS,
  COLOR_SCHEME_LIMITS,
  type ColorScheme,
  type ColorSchemeColor,
  type ThemeSectionsSchema,
  type ThemeSettings,
} from "@vitrine/contract";
import { contrastRatio, deriveSchemeColors, normalizeColor, type SchemeColors } from "@vitrine/sdk";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import {
  addScheme,
  duplicateScheme,
  removeScheme,
  schemeUses,
  updateScheme,
} from "./color-schemes-panel-model";
import { Field } from "./setting-control";
import "./color-schemes-panel.css";

/** WCAG AA's least contrast for body text. */
const AA_CONTRAST = 4.5;

/** Which derived colour each colour input shows while the owner has not set it. */
const SHOWN: Record<ColorSchemeColor, keyof SchemeColors> = {
  background_color: "background",
  text_color: "text",
  accent_color: "accent",
  button_color: "button",
  button_text_color: "buttonText",
  border_color: "border",
};

interface ColorSchemesPanelProps {
  settings: ThemeSettings;
  /** The live theme's sections: which of their settings name a scheme, to say where one is used. */
  sections: ThemeSectionsSchema;
  onChange: (settings: ThemeSettings) => void;
  /** Asks before removing a scheme sections use. */
  confirm: (message: string) => boolean;
}

/**
 * The shop's colour schemes, which the sections are shown in: add one (up to
 * `COLOR_SCHEME_LIMITS.schemes`), name it, set its six colours (with a hint when text or a
 * button's label is below WCAG AA on its background), duplicate it or remove it (asking first when
 * sections use it: they then show in the first scheme). A swatch previews each. Every change is
 * new settings, so it is undoable and painted in the frame like any other.
 */
export function ColorSchemesPanel({
  settings,
  sections,
  onChange,
  confirm,
}: ColorSchemesPanelProps) {
  const { t } = useTranslation();
  const schemes = settings.color_schemes;
  const nameOf = (scheme: ColorScheme, position: number) =>
    scheme.name?.trim() || t("customizer.schemes.defaultName", { number: position + 1 });
  const setSchemes = (color_schemes: ColorScheme[]) => onChange({ ...settings, color_schemes });
  const full = schemes.length >= COLOR_SCHEME_LIMITS.schemes;

  const remove = (scheme: ColorScheme, name: string) => {
    const uses = schemeUses(settings, sections, scheme.id);
    const first = schemes.find((other) => other.id !== scheme.id);
    if (first === undefined) return;
    const fallback = nameOf(first, schemes.indexOf(first));
    if (
      uses > 0 &&
      !confirm(t("customizer.schemes.confirmRemove", { count: uses, name, fallback }))
    ) {
      return;
    }
    onChange(removeScheme(settings, sections, scheme.id));
  };

  return (
    <fieldset className="vc-schemes">
      <legend>{t("customizer.schemes.heading")}</legend>
      <p className="vc-field__info">
        {t("customizer.schemes.count", {
          count: schemes.length,
          most: COLOR_SCHEME_LIMITS.schemes,
        })}
      </p>
      <ul className="vc-schemes__list">
        {schemes.map((scheme, position) => {
          const name = nameOf(scheme, position);
          return (
            <li key={scheme.id} className="vc-scheme">
              <SchemeEditor
                scheme={scheme}
                name={name}
                position={position}
                onChange={(change) => setSchemes(updateScheme(schemes, scheme.id, change))}
              />
              <div className="vc-scheme__actions">
                <button
                  type="button"
                  disabled={full}
                  onClick={() =>
                    setSchemes(
                      duplicateScheme(
                        schemes,
                        scheme.id,
                        t("customizer.schemes.copyName", { name }).slice(
                          0,
                          COLOR_SCHEME_LIMITS.nameLength,
                        ),
                      ),
                    )
                  }
                >
                  {t("customizer.schemes.duplicate", { name })}
                </button>
                <button
                  type="button"
                  disabled={schemes.length === 1}
                  onClick={() => remove(scheme, name)}
                >
                  {t("customizer.schemes.remove", { name })}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        disabled={full}
        aria-describedby={full ? "vc-schemes-full" : undefined}
        onClick={() =>
          setSchemes(
            addScheme(schemes, t("customizer.schemes.defaultName", { number: schemes.length + 1 })),
          )
        }
      >
        {t("customizer.schemes.add")}
      </button>
      {full ? (
        <p id="vc-schemes-full" className="vc-field__info">
          {t("customizer.schemes.full", { count: COLOR_SCHEME_LIMITS.schemes })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One scheme: its swatch, name and six colours, with the contrast hints. */
function SchemeEditor({
  scheme,
  name,
  position,
  onChange,
}: {
  scheme: ColorScheme;
  name: string;
  position: number;
  onChange: (change: Partial<Omit<ColorScheme, "id">>) => void;
}) {
  const { t } = useTranslation();
  const colors = deriveSchemeColors(colorInputs(scheme));
  const hints = [
    { key: "textContrast", ratio: contrastRatio(colors.text, colors.background) },
    { key: "buttonContrast", ratio: contrastRatio(colors.buttonText, colors.button) },
  ].filter((hint) => hint.ratio !== undefined && hint.ratio < AA_CONTRAST);
  const hintId = `vc-scheme-${scheme.id}-hints`;
  return (
    <>
      <SchemeSwatch colors={colors} name={name} />
      <Field label={t("customizer.schemes.name", { number: position + 1 })} wide>
        {(id) => (
          <input
            id={id}
            type="text"
            maxLength={COLOR_SCHEME_LIMITS.nameLength}
            value={scheme.name ?? ""}
            placeholder={name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </Field>
      <div className="vc-scheme__colors">
        {COLOR_SCHEME_COLORS.map((key) => (
          <Field key={key} label={t(`customizer.schemes.colors.${key}`, { name })}>
            {(id) => (
              <input
                id={id}
                type="color"
                aria-describedby={hints.length > 0 ? hintId : undefined}
                value={colors[SHOWN[key]]}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      {hints.length > 0 ? (
        <ul id={hintId} className="vc-scheme__hints">
          {hints.map((hint) => (
            <li key={hint.key}>
              {t(`customizer.schemes.${hint.key}`, {
                ratio: (Math.floor((hint.ratio ?? 0) * 10) / 10).toFixed(1),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The scheme's colours as `#rrggbb`, which is all a colour input shows (`#fff` would show black);
 * an absent or unreadable one is left to derivation.
 */
function colorInputs(scheme: ColorScheme) {
  const read = (key: ColorSchemeColor) => normalizeColor(scheme[key]);
  return {
    text_color: read("text_color") ?? "#000000",
    background_color: read("background_color") ?? "#ffffff",
    accent_color: read("accent_color"),
    button_color: read("button_color"),
    button_text_color: read("button_text_color"),
    border_color: read("border_color"),
  };
}

/**
 * The scheme as a section would show it: text, secondary text, a link, a button, a border. It
 * shows the owner's colours as they are, unreadable ones too (the hints say so), so its sample
 * words are drawn by CSS (`data-sample`) rather than being text of the panel: the swatch is one
 * image, named by its label.
 */
function SchemeSwatch({ colors, name }: { colors: SchemeColors; name: string }) {
  const { t } = useTranslation();
  const style = {
    "--swatch-text": colors.text,
    "--swatch-background": colors.background,
    "--swatch-secondary-text": colors.secondaryText,
    "--swatch-accent": colors.accent,
    "--swatch-button": colors.button,
    "--swatch-button-text": colors.buttonText,
    "--swatch-border": colors.border,
  } as CSSProperties;
  return (
    <div
      className="vc-scheme__swatch"
      style={style}
      role="img"
      aria-label={t("customizer.schemes.preview", { name })}
    >
      <span className="vc-scheme__swatch-heading" data-sample={name} />
      <span className="vc-scheme__swatch-muted" data-sample={t("customizer.schemes.swatchText")} />
      <span className="vc-scheme__swatch-link" data-sample={t("customizer.schemes.swatchLink")} />
      <span
        className="vc-scheme__swatch-button"
        data-sample={t("customizer.schemes.swatchButton")}
      />
    </div>
  );
}
