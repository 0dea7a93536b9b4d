/**
 * Where a section's text setting is shown, so the customizer can let the owner edit it in place:
 * the element that shows it carries `data-vt-setting="{sectionId}:{blockId or -}:{settingId}"`.
 * Inside the customizer's frame, such an element of the selected section becomes editable and
 * each change goes to the editor, which checks it against the setting; elsewhere the attribute
 * does nothing.
 */
export const SETTING_TARGET_ATTRIBUTE = "data-vt-setting";

/** The setting an element shows: a section's own (`blockId: null`) or one of its blocks'. */
export interface SettingTarget {
  sectionId: string;
  blockId: string | null;
  settingId: string;
}

const PART = /^[A-Za-z0-9_-]+$/;
const NO_BLOCK = "-";

/**
 * The attribute to spread on the element that shows a text setting, as written (never HTML): the
 * element's only child must be the setting's text, so an edit in place replaces exactly it.
 *
 * @example
 * <h2 {...settingTarget(section, "heading")}>{textOr(section.settings.heading, "")}</h2>
 * // <h2 data-vt-setting="hero:-:heading">…</h2>
 * <h2 {...settingTarget(section, "heading", block)}>…</h2>
 * // <h2 data-vt-setting="rich-text:heading-1:heading">…</h2>
 */
export function settingTarget(
  section: { id: string },
  settingId: string,
  block?: { id: string },
): { [SETTING_TARGET_ATTRIBUTE]: string } {
  return {
    [SETTING_TARGET_ATTRIBUTE]: `${section.id}:${block?.id ?? NO_BLOCK}:${settingId}`,
  };
}

/**
 * The setting a `data-vt-setting` value names, or `undefined` when it is not of that form.
 *
 * @example
 * parseSettingTarget("hero:-:heading") // → { sectionId: "hero", blockId: null, settingId: "heading" }
 * parseSettingTarget("rich-text:b1:label") // → { sectionId: "rich-text", blockId: "b1", settingId: "label" }
 * parseSettingTarget("hero:heading") // → undefined
 */
export function parseSettingTarget(value: string): SettingTarget | undefined {
  const parts = value.split(":");
  if (parts.length !== 3 || !parts.every((part) => PART.test(part))) return undefined;
  const [sectionId, blockId, settingId] = parts as [string, string, string];
  return { sectionId, blockId: blockId === NO_BLOCK ? null : blockId, settingId };
}
