import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AddItemControl } from "./add-item-control";
import { ArrangedRowControls } from "./arranged-row-controls";
import {
  type ArrangedItem,
  addItem,
  type ItemType,
  itemLabel,
  moveItem,
  removeItem,
} from "./home-sections";
import { useOpenItem } from "./section-selection";
import { type Control, useFocusAfterChange } from "./use-focus-after-change";
import { useRowDrag } from "./use-row-drag";

export interface ArrangedListProps<T extends ArrangedItem, D extends ItemType> {
  /** The list's accessible name: "Sections", "Blocks of Rich text". */
  label: string;
  /** What one item is: its add control, empty list and announcements say so in words. */
  kind: "section" | "block";
  items: readonly T[];
  types: readonly D[];
  limit: number;
  /** Shown, and describing the disabled add button, once the list holds `limit` items. */
  limitSentence: string;
  onChange: (next: (T | ArrangedItem)[]) => void;
  /** Says a change out loud, in the editor's polite live region. */
  announce: (message: string) => void;
  /** What an open item shows: its settings (and a section's blocks). */
  details: (item: T, definition: D, label: string) => ReactNode;
  /** An item that cannot be removed (a template's main section), if any. */
  fixed?: (item: T) => boolean;
  /** The types the owner may add, when not all of `types` (a template's main is there once). */
  addable?: readonly D[];
}

/**
 * An ordered list the owner arranges — the home page's sections, a section's blocks — as
 * Shopify's theme editor does, from the keyboard as well as the mouse: each item a row with its
 * name (a disclosure showing its settings), Move up, Move down and Remove, every one named with
 * the item's name; rows also move by drag and drop. After a move the focus stays on the control
 * that moved the item, and the new position is announced; an add control offers the types,
 * disabled with a sentence at the limit.
 */
export function ArrangedList<T extends ArrangedItem, D extends ItemType>({
  label,
  kind,
  items,
  types,
  limit,
  limitSentence,
  onChange,
  announce,
  details,
  fixed,
  addable = types,
}: ArrangedListProps<T, D>) {
  const { t } = useTranslation();
  const said = (key: string, values?: Record<string, string | number>) =>
    t(`customizer.${kind}s.${key}`, values);
  const id = useId();
  // The page's open section is the one selected in the frame too (the customizer's selection).
  const [open, setOpen] = useOpenItem(kind);
  const [chosenType, setChosenType] = useState(addable[0]?.type ?? "");
  const typeSelect = useRef<HTMLSelectElement>(null);
  const { focusAfterChange, rowRef } = useFocusAfterChange(typeSelect);

  const byType = new Map(types.map((type) => [type.type, type]));
  // A choice the types no longer offer (the live theme changed) falls back to the first.
  const newType = addable.some((type) => type.type === chosenType)
    ? chosenType
    : (addable[0]?.type ?? "");
  const nameOf = (item: T) => itemLabel(byType.get(item.type), item, t);
  const full = items.length >= limit;

  const move = (item: T, to: number, controls: Control[]) => {
    const from = items.indexOf(item);
    if (to < 0 || to >= items.length || to === from) return;
    focusAfterChange({ id: item.id, controls });
    onChange(moveItem(items, item.id, to));
    announce(
      t("customizer.arranged.moved", { name: nameOf(item), position: to + 1, count: items.length }),
    );
  };

  const remove = (item: T) => {
    const index = items.indexOf(item);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusAfterChange(neighbour === undefined ? "add" : { id: neighbour.id, controls: ["open"] });
    onChange(removeItem(items, item.id));
    announce(t("customizer.arranged.removed", { name: nameOf(item) }));
  };

  const add = () => {
    const definition = byType.get(newType);
    if (full || definition === undefined) return;
    const next = addItem(items, newType, limit);
    const added = next.at(-1);
    if (added === undefined) return;
    setOpen(added.id);
    focusAfterChange({ id: added.id, controls: ["open"] });
    onChange(next);
    announce(said("added", { name: definition.label, count: next.length }));
  };

  const drag = useRowDrag(
    items.map((item) => item.id),
    (draggedId, to) => {
      const item = items.find((each) => each.id === draggedId);
      if (item !== undefined) move(item, to, ["open"]);
    },
  );

  return (
    <div className="vc-arranged">
      {items.length === 0 ? <p className="vc-arranged__empty">{said("empty")}</p> : null}
      <ol className="vc-arranged__list" aria-label={label} hidden={items.length === 0}>
        {items.map((item, index) => {
          const definition = byType.get(item.type);
          const name = nameOf(item);
          const isOpen = open === item.id;
          const detailsId = `${id}-${item.id}`;
          return (
            <li
              key={item.id}
              className={drag.itemClass(item.id)}
              data-vc-section={kind === "section" ? item.id : undefined}
              {...drag.target(item.id)}
            >
              {/* Dragging is the mouse's shortcut; the row's buttons move the item from the keyboard. */}
              <div
                className={drag.rowClass(item.id)}
                ref={rowRef(item.id)}
                {...drag.source(item.id)}
              >
                <ArrangedRowControls
                  name={name}
                  open={isOpen}
                  detailsId={detailsId}
                  first={index === 0}
                  last={index === items.length - 1}
                  onToggle={() => setOpen(isOpen ? undefined : item.id)}
                  onMove={(by, controls) => move(item, index + by, controls)}
                  onRemove={fixed?.(item) ? undefined : () => remove(item)}
                />
              </div>
              {isOpen ? (
                <fieldset id={detailsId} className="vc-item__details">
                  <legend className="vc-visually-hidden">{name}</legend>
                  {definition === undefined ? (
                    <p className="vc-field__info">{said("unknown")}</p>
                  ) : (
                    details(item, definition, name)
                  )}
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ol>
      <AddItemControl
        id={id}
        types={addable}
        value={newType}
        full={full}
        limitSentence={limitSentence}
        labels={{ type: said("new"), add: said("add") }}
        selectRef={typeSelect}
        onChoose={setChosenType}
        onAdd={add}
      />
    </div>
  );
}
