import {
  arrangementOf,
  type HomeSection,
  parseTemplateName,
  SETTINGS_SCHEMA_LIMITS,
  type SectionDefinition,
  type TextSetting,
  type ThemeSectionsSchema,
  type ThemeSettings,
  templateSchemaOf,
  templateSectionTypes,
  withArrangement,
} from "@vitrine/contract";
import type { TextEditMessage } from "../protocol";
import { updateItem } from "./home-sections";

/** Control characters a typed text never needs; line breaks are kept where the setting takes them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/**
 * A text typed in the frame as the setting takes it: plain text (it is only ever shown as text),
 * without control characters, on one line unless the setting is `multiline`, and cut at its
 * `maxLength`, so the frame shows at once what the setting keeps.
 *
 * @example
 * textSettingValue({ type: "text", id: "heading", label: "Heading", default: "", maxLength: 5 }, "Spring\nsale")
 * // → "Sprin"
 * textSettingValue({ type: "text", id: "text", label: "Text", default: "", multiline: true }, "a\nb") // → "a\nb"
 */
export function textSettingValue(setting: TextSetting, typed: string): string {
  const plain = typed.replace(/\r\n?/g, "\n").replace(CONTROL, "");
  const lines = setting.multiline === true ? plain : plain.replace(/\s*\n\s*/g, " ");
  return lines.slice(0, setting.maxLength ?? SETTINGS_SCHEMA_LIMITS.textLength);
}

/**
 * The page's sections after the owner typed a text setting's new value in the frame, or
 * `undefined` when the edit names no text setting of a section (or block) on the page, or
 * changes nothing. The editor checks what the frame sends against the theme's schema: the frame
 * only says what was typed.
 *
 * @example
 * applyTextEdit([{ id: "hero", type: "hero", settings: {} }], DEFAULT_THEME_SECTIONS.types,
 *   { type: "vitrine:text-edit", sectionId: "hero", blockId: null, settingId: "heading", value: "Hi" })
 * // → [{ id: "hero", type: "hero", settings: { heading: "Hi" } }]
 */
export function applyTextEdit(
  sections: readonly HomeSection[],
  types: readonly SectionDefinition[],
  { sectionId, blockId, settingId, value }: TextEditMessage,
): HomeSection[] | undefined {
  const section = sections.find((each) => each.id === sectionId);
  const definition = types.find((type) => type.type === section?.type);
  if (section === undefined || definition === undefined) return undefined;
  if (blockId === null) {
    const settings = editedSettings(definition.settings, section.settings, settingId, value);
    return settings && updateItem(sections, sectionId, (item) => ({ ...item, settings }));
  }
  const block = section.blocks?.find((each) => each.id === blockId);
  const blockType = definition.blocks?.find((type) => type.type === block?.type);
  if (block === undefined || blockType === undefined) return undefined;
  const settings = editedSettings(blockType.settings, block.settings, settingId, value);
  return (
    settings &&
    updateItem(sections, sectionId, (item) => ({
      ...item,
      blocks: updateItem(item.blocks ?? [], blockId, (each) => ({ ...each, settings })),
    }))
  );
}

/**
 * The settings after a text typed in place in the frame, in the template the frame shows
 * (`edit.template`): its arrangement (the theme's default until the owner arranged it) with the
 * edit applied by `applyTextEdit`, or `undefined` when the edit changes nothing it may.
 *
 * @example
 * settingsWithTextEdit(settings, DEFAULT_THEME_SECTIONS,
 *   { type: "vitrine:text-edit", template: "home", sectionId: "hero", blockId: null, settingId: "heading", value: "Hi" })
 * // → { ...settings, home_sections: [{ id: "hero", type: "hero", settings: { heading: "Hi" } }, …] }
 */
export function settingsWithTextEdit(
  settings: ThemeSettings,
  schema: ThemeSectionsSchema,
  edit: TextEditMessage,
): ThemeSettings | undefined {
  const pageType = parseTemplateName(edit.template)?.pageType;
  if (pageType === undefined) return undefined;
  const shown =
    arrangementOf(settings, edit.template) ??
    (pageType === "home" ? schema.home : templateSchemaOf(schema, pageType)?.default) ??
    [];
  const next = applyTextEdit(shown, templateSectionTypes(schema, edit.template), edit);
  return next === undefined ? undefined : withArrangement(settings, edit.template, next);
}

function editedSettings(
  definitions: SectionDefinition["settings"],
  values: HomeSection["settings"],
  settingId: string,
  typed: string,
): HomeSection["settings"] | undefined {
  const setting = definitions.find((each) => each.id === settingId);
  if (setting?.type !== "text") return undefined;
  const value = textSettingValue(setting, typed);
  return values[settingId] === value ? undefined : { ...values, [settingId]: value };
}
