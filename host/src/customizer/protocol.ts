import {
  parseTemplateName,
  SECTION_LIMITS,
  SETTINGS_SCHEMA_LIMITS,
  type ThemeSettings,
} from "@vitrine/contract";

/**
 * The messages between the customizer's editor (`customize.html`) and its bridge in the framed
 * storefront (`?customizing`), the only module both import. Each side posts to the other's exact
 * origin (never `*`) and drops a message whose `event.origin` is not that origin.
 */

/** The editor's message carrying the owner's current theme settings. */
export interface ThemeSettingsMessage {
  type: "vitrine:theme-settings";
  settings: Partial<ThemeSettings>;
}

/** The storefront's message to the editor once it listens. */
export interface ReadyMessage {
  type: "vitrine:ready";
}

export const THEME_SETTINGS_MESSAGE =
  "vitrine:theme-settings" satisfies ThemeSettingsMessage["type"];
export const READY_MESSAGE = "vitrine:ready" satisfies ReadyMessage["type"];

/** The bridge's announcement that it (re)loaded and listens. */
export const readyMessage: ReadyMessage = Object.freeze({ type: READY_MESSAGE });

/**
 * The settings as the frame gets them: `home_sections` and `templates` always named, so settings
 * without one (the theme's own arrangements) replace the frame's instead of leaving them, the
 * frame laying each update over what it has.
 *
 * @example
 * themeSettingsMessage({ page_width: 1600 })
 * // → { type: "vitrine:theme-settings", settings: { page_width: 1600, home_sections: undefined, templates: undefined } }
 */
export function themeSettingsMessage(settings: ThemeSettings): ThemeSettingsMessage {
  return {
    type: THEME_SETTINGS_MESSAGE,
    settings: { ...settings, home_sections: settings.home_sections, templates: settings.templates },
  };
}

/**
 * Whether the data is the bridge's `vitrine:ready`.
 *
 * @example
 * isReadyMessage({ type: "vitrine:ready" }) // → true
 * isReadyMessage("vitrine:ready") // → false
 */
export function isReadyMessage(data: unknown): data is ReadyMessage {
  return (data as { type?: unknown } | null)?.type === READY_MESSAGE;
}

/**
 * The message as a settings update when it has that shape, else `undefined`. Only the envelope is
 * checked here; each setting's value is checked by `themeCssVariables`, which replaces invalid
 * values by defaults.
 *
 * @example
 * parseThemeSettingsMessage({ type: "vitrine:theme-settings", settings: { page_width: 1600 } })
 * // → { type: "vitrine:theme-settings", settings: { page_width: 1600 } }
 * parseThemeSettingsMessage({ type: "vitrine:theme-settings", settings: "x" }) // → undefined
 */
export function parseThemeSettingsMessage(data: unknown): ThemeSettingsMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { type, settings } = data as Record<string, unknown>;
  if (type !== THEME_SETTINGS_MESSAGE) return undefined;
  if (typeof settings !== "object" || settings === null || Array.isArray(settings))
    return undefined;
  return { type, settings: settings as Partial<ThemeSettings> };
}

/*
 * Point and edit (issue 36): the frame outlines the section under the pointer with its type's
 * label, tells the editor which section the owner hovers, picks or edits in place; the editor
 * tells the frame which section its panel has open. Every message is checked for its shape by its
 * parse function before anything reads it.
 */

/**
 * Editor → frame: each section type's label, by type, for the outline's name, and the sentence a
 * screen reader says of a section the owner can select ("Enter selects it"), in the editor's language.
 */
export interface SectionLabelsMessage {
  type: "vitrine:section-labels";
  labels: Record<string, string>;
  selectHint: string;
}

/** Editor → frame: the section the panel has open (`null`: none); `scroll` brings it into view. */
export interface PanelSelectionMessage {
  type: "vitrine:panel-selection";
  sectionId: string | null;
  scroll: boolean;
}

/** Frame → editor: the owner picked a section in the frame (a click, or Enter on it). */
export interface FrameSelectionMessage {
  type: "vitrine:frame-selection";
  sectionId: string;
}

/** Frame → editor: the section under the pointer, or `null` once it leaves every section. */
export interface FrameHoverMessage {
  type: "vitrine:frame-hover";
  sectionId: string | null;
}

/** Frame → editor: the owner typed `value` into a text setting shown in the frame. */
export interface TextEditMessage {
  type: "vitrine:text-edit";
  /** The template the section is arranged in (`home`, `product`, `product.preorder`…). */
  template: string;
  sectionId: string;
  /** The block whose setting it is, or `null` for the section's own. */
  blockId: string | null;
  settingId: string;
  value: string;
}

export const SECTION_LABELS_MESSAGE =
  "vitrine:section-labels" satisfies SectionLabelsMessage["type"];
export const PANEL_SELECTION_MESSAGE =
  "vitrine:panel-selection" satisfies PanelSelectionMessage["type"];
export const FRAME_SELECTION_MESSAGE =
  "vitrine:frame-selection" satisfies FrameSelectionMessage["type"];
export const FRAME_HOVER_MESSAGE = "vitrine:frame-hover" satisfies FrameHoverMessage["type"];
export const TEXT_EDIT_MESSAGE = "vitrine:text-edit" satisfies TextEditMessage["type"];

/** Section, block and setting ids as the contract allows them. */
const ID = new RegExp(`^[A-Za-z0-9_-]{1,${SECTION_LIMITS.idLength}}$`);
/** More labels than any theme has section types would be a malformed message. */
const MAX_LABELS = 200;
const MAX_LABEL_LENGTH = 100;
const MAX_HINT_LENGTH = 200;

const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

function fieldsOf(data: unknown, type: string): Record<string, unknown> | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const fields = data as Record<string, unknown>;
  return fields.type === type ? fields : undefined;
}

/**
 * The labels message when it has that shape: at most 200 types, each label a string of at most
 * 100 characters, and a hint of at most 200.
 *
 * @example
 * parseSectionLabelsMessage({ type: "vitrine:section-labels", labels: { hero: "Hero" }, selectHint: "Enter selects it" })
 * // → { type: "vitrine:section-labels", labels: { hero: "Hero" }, selectHint: "Enter selects it" }
 * parseSectionLabelsMessage({ type: "vitrine:section-labels", labels: { hero: 3 }, selectHint: "" }) // → undefined
 */
export function parseSectionLabelsMessage(data: unknown): SectionLabelsMessage | undefined {
  const { labels, selectHint } = fieldsOf(data, SECTION_LABELS_MESSAGE) ?? {};
  if (typeof selectHint !== "string" || selectHint.length > MAX_HINT_LENGTH) return undefined;
  if (typeof labels !== "object" || labels === null || Array.isArray(labels)) return undefined;
  const entries = Object.entries(labels);
  if (entries.length > MAX_LABELS) return undefined;
  const valid = entries.every(
    ([type, label]) => isId(type) && typeof label === "string" && label.length <= MAX_LABEL_LENGTH,
  );
  if (!valid) return undefined;
  const typed = Object.fromEntries(entries) as Record<string, string>;
  return { type: SECTION_LABELS_MESSAGE, labels: typed, selectHint };
}

/**
 * The panel's selection when the message has that shape.
 *
 * @example
 * parsePanelSelectionMessage({ type: "vitrine:panel-selection", sectionId: "hero", scroll: true })
 * // → { type: "vitrine:panel-selection", sectionId: "hero", scroll: true }
 * parsePanelSelectionMessage({ type: "vitrine:panel-selection", sectionId: "<b>" }) // → undefined
 */
export function parsePanelSelectionMessage(data: unknown): PanelSelectionMessage | undefined {
  const fields = fieldsOf(data, PANEL_SELECTION_MESSAGE);
  if (fields === undefined || typeof fields.scroll !== "boolean") return undefined;
  const { sectionId, scroll } = fields;
  if (sectionId !== null && !isId(sectionId)) return undefined;
  return { type: PANEL_SELECTION_MESSAGE, sectionId, scroll };
}

/**
 * The frame's selection when the message has that shape.
 *
 * @example
 * parseFrameSelectionMessage({ type: "vitrine:frame-selection", sectionId: "hero" })
 * // → { type: "vitrine:frame-selection", sectionId: "hero" }
 * parseFrameSelectionMessage({ type: "vitrine:frame-selection", sectionId: null }) // → undefined
 */
export function parseFrameSelectionMessage(data: unknown): FrameSelectionMessage | undefined {
  const sectionId = fieldsOf(data, FRAME_SELECTION_MESSAGE)?.sectionId;
  return isId(sectionId) ? { type: FRAME_SELECTION_MESSAGE, sectionId } : undefined;
}

/**
 * The frame's hovered section when the message has that shape.
 *
 * @example
 * parseFrameHoverMessage({ type: "vitrine:frame-hover", sectionId: null })
 * // → { type: "vitrine:frame-hover", sectionId: null }
 */
export function parseFrameHoverMessage(data: unknown): FrameHoverMessage | undefined {
  const fields = fieldsOf(data, FRAME_HOVER_MESSAGE);
  if (fields === undefined) return undefined;
  const { sectionId } = fields;
  return sectionId === null || isId(sectionId)
    ? { type: FRAME_HOVER_MESSAGE, sectionId }
    : undefined;
}

/**
 * An in-place text edit when the message has that shape: a template's name, ids as the contract allows them and a
 * string value no longer than any text setting may be. Whether the setting exists, is text and
 * takes that value is the editor's to check, against the theme's schema.
 *
 * @example
 * parseTextEditMessage({ type: "vitrine:text-edit", template: "home", sectionId: "hero", blockId: null, settingId: "heading", value: "Hi" })
 * // → the same message
 * parseTextEditMessage({ type: "vitrine:text-edit", template: "home", sectionId: "hero", blockId: null, settingId: "heading", value: 3 })
 * // → undefined
 */
export function parseTextEditMessage(data: unknown): TextEditMessage | undefined {
  const fields = fieldsOf(data, TEXT_EDIT_MESSAGE);
  if (fields === undefined) return undefined;
  const { template, sectionId, blockId, settingId, value } = fields;
  if (!isId(sectionId) || !isId(settingId) || (blockId !== null && !isId(blockId))) {
    return undefined;
  }
  if (typeof template !== "string" || parseTemplateName(template) === null) return undefined;
  if (typeof value !== "string" || value.length > SETTINGS_SCHEMA_LIMITS.textLength) {
    return undefined;
  }
  return { type: TEXT_EDIT_MESSAGE, template, sectionId, blockId, settingId, value };
}
