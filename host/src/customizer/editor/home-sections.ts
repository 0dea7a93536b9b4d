import {
  SECTION_LIMITS,
  type SettingDefinition,
  type SettingValue,
  sectionValues,
} from "@vitrine/contract";
import type { TFunction } from "i18next";

/**
 * The list operations of the home page editor, pure: each takes a list and answers a new one,
 * leaving the given list as it was; one with nothing to do answers an equal copy (the editor
 * disables such controls rather than record a step that changes nothing). They serve the
 * sections (`home_sections`) and a section's blocks alike, since both are `{ id, type, settings }`
 * items whose ids are unique in their list and stay with the item when it moves.
 */
export interface ArrangedItem {
  id: string;
  type: string;
  settings: Record<string, SettingValue>;
}

/** A kind of item the owner may add: a section type or a block type. */
export interface ItemType {
  readonly type: string;
  readonly label: string;
  readonly settings: readonly SettingDefinition[];
}

/**
 * An id for a new item of `type` that no item of `list` has: the type and the first free counter
 * from 1, so ids read well in the saved settings and never collide. The type is cut so the id
 * stays within `SECTION_LIMITS.idLength`.
 *
 * @example
 * newItemId([{ id: "hero", … }, { id: "hero-1", … }], "hero") // → "hero-2"
 */
export function newItemId(list: readonly ArrangedItem[], type: string): string {
  const taken = new Set(list.map((item) => item.id));
  for (let counter = 1; ; counter++) {
    const suffix = `-${counter}`;
    const id = `${type.slice(0, SECTION_LIMITS.idLength - suffix.length)}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * The list with a new item of `type` at the end, its settings all defaults (stored as none, so a
 * theme update's new defaults apply), or unchanged when it already holds `limit` items.
 *
 * @example
 * addItem([{ id: "hero", type: "hero", settings: {} }], "newsletter", 25)
 * // → [{ id: "hero", … }, { id: "newsletter-1", type: "newsletter", settings: {} }]
 */
export function addItem<T extends ArrangedItem>(
  list: readonly T[],
  type: string,
  limit: number,
): (T | ArrangedItem)[] {
  if (list.length >= limit) return [...list];
  return [...list, { id: newItemId(list, type), type, settings: {} }];
}

/**
 * The list without the item `id`.
 *
 * @example
 * removeItem([{ id: "a", … }, { id: "b", … }], "a") // → [{ id: "b", … }]
 */
export function removeItem<T extends ArrangedItem>(list: readonly T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}

/**
 * The list with the item `id` at `index` (clamped to the list), the others keeping their order:
 * what a drop does, and a move up or down is `index` ± 1. Unchanged when nothing moves.
 *
 * @example
 * moveItem([{ id: "a", … }, { id: "b", … }, { id: "c", … }], "a", 2) // → [b, c, a]
 * moveItem([{ id: "a", … }, { id: "b", … }], "a", -1) // → [a, b]: a is already first
 */
export function moveItem<T extends ArrangedItem>(
  list: readonly T[],
  id: string,
  index: number,
): T[] {
  const from = list.findIndex((item) => item.id === id);
  const to = Math.min(Math.max(index, 0), list.length - 1);
  if (from === -1 || from === to) return [...list];
  const rest = list.filter((item) => item.id !== id);
  return [...rest.slice(0, to), list[from] as T, ...rest.slice(to)];
}

/**
 * The list with the item `id` replaced by `change(item)`.
 *
 * @example
 * updateItem(sections, "hero", (hero) => ({ ...hero, settings: { ...hero.settings, heading: "Hi" } }))
 */
export function updateItem<T extends ArrangedItem>(
  list: readonly T[],
  id: string,
  change: (item: T) => T,
): T[] {
  return list.map((item) => (item.id === id ? change(item) : item));
}

/** How long the text that tells two items of a type apart may be before it is cut. */
const HINT_LENGTH = 40;

/**
 * What the editor calls an item: its type's label, then its heading (or else its first text that
 * is not empty, defaults included) so two items of one type are told apart. An item of a type the
 * theme does not declare is named by its type, and said to be unknown (`t`'s words).
 *
 * @example
 * itemLabel(heroType, { id: "hero", type: "hero", settings: { heading: "Spring drop" } }, t)
 * // → "Hero: Spring drop"
 * itemLabel(undefined, { id: "x", type: "carousel", settings: {} }, t)
 * // → "carousel (not in this theme)"
 */
export function itemLabel(
  definition: ItemType | undefined,
  item: ArrangedItem,
  t: TFunction,
): string {
  if (definition === undefined) return t("customizer.arranged.notInTheme", { type: item.type });
  const values = sectionValues(definition.settings, item.settings);
  const texts = definition.settings
    .filter((setting) => setting.type === "text")
    .sort((a, b) => Number(b.id === "heading") - Number(a.id === "heading"))
    .map((setting) => String(values[setting.id]).trim())
    .filter((text) => text !== "");
  const hint = texts[0];
  if (hint === undefined) return definition.label;
  const cut = hint.length > HINT_LENGTH ? `${hint.slice(0, HINT_LENGTH - 1)}…` : hint;
  return `${definition.label}: ${cut}`;
}
