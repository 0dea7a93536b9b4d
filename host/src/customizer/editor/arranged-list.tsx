import { type DragEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type ArrangedItem,
  addItem,
  type ItemType,
  itemLabel,
  moveItem,
  removeItem,
} from "./home-sections";

/** The controls of an item's row, by the `data-control` that finds them to give focus back. */
type Control = "open" | "up" | "down";

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
}: ArrangedListProps<T, D>) {
  const { t } = useTranslation();
  const said = (key: string, values?: Record<string, string | number>) =>
    t(`customizer.${kind}s.${key}`, values);
  const id = useId();
  const [open, setOpen] = useState<string>();
  const [chosenType, setChosenType] = useState(types[0]?.type ?? "");
  const [dragging, setDragging] = useState<string>();
  const [dropTarget, setDropTarget] = useState<string>();
  const rows = useRef(new Map<string, HTMLElement>());
  const typeSelect = useRef<HTMLSelectElement>(null);
  // Where the focus goes once the list is drawn again: the moved or added item's control, or
  // the next item (or the add control) after a remove, since the pressed button is gone.
  const focusNext = useRef<{ id: string; controls: Control[] } | "add" | undefined>(undefined);

  useLayoutEffect(() => {
    const next = focusNext.current;
    if (next === undefined) return;
    focusNext.current = undefined;
    if (next === "add") {
      typeSelect.current?.focus();
      return;
    }
    const row = rows.current.get(next.id);
    const target = next.controls
      .map((control) => row?.querySelector<HTMLButtonElement>(`[data-control="${control}"]`))
      .find((button) => button !== null && button !== undefined && !button.disabled);
    target?.focus();
  });

  const byType = new Map(types.map((type) => [type.type, type]));
  // A choice the types no longer offer (the live theme changed) falls back to the first.
  const newType = byType.has(chosenType) ? chosenType : (types[0]?.type ?? "");
  const nameOf = (item: T) => itemLabel(byType.get(item.type), item, t);
  const full = items.length >= limit;
  // A row dropped on one below it lands after it, on one above it before it: the line shows where.
  const dropSide =
    items.findIndex((item) => item.id === dragging) <
    items.findIndex((item) => item.id === dropTarget)
      ? "after"
      : "before";

  const move = (item: T, to: number, controls: Control[]) => {
    const from = items.indexOf(item);
    if (to < 0 || to >= items.length || to === from) return;
    focusNext.current = { id: item.id, controls };
    onChange(moveItem(items, item.id, to));
    announce(
      t("customizer.arranged.moved", { name: nameOf(item), position: to + 1, count: items.length }),
    );
  };

  const remove = (item: T) => {
    const index = items.indexOf(item);
    const neighbour = items[index + 1] ?? items[index - 1];
    focusNext.current = neighbour === undefined ? "add" : { id: neighbour.id, controls: ["open"] };
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
    focusNext.current = { id: added.id, controls: ["open"] };
    onChange(next);
    announce(said("added", { name: definition.label, count: next.length }));
  };

  const endDrag = () => {
    setDragging(undefined);
    setDropTarget(undefined);
  };

  // Only a drag that started in this list is taken: a block dragged over its section's row is
  // left to the blocks' own list, and the other way round.
  const onDragOver = (event: DragEvent, target: T) => {
    if (dragging === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = "move";
    setDropTarget(target.id);
  };

  const onDrop = (event: DragEvent, target: T) => {
    if (dragging === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const item = items.find((each) => each.id === dragging);
    endDrag();
    if (item !== undefined) move(item, items.indexOf(target), ["open"]);
  };

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
              className={dropTarget === item.id ? `vc-item vc-item--drop-${dropSide}` : "vc-item"}
              onDragOver={(event) => onDragOver(event, item)}
              onDrop={(event) => onDrop(event, item)}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's shortcut; the row's buttons move the item from the keyboard */}
              <div
                className={
                  dragging === item.id ? "vc-item__row vc-item__row--dragging" : "vc-item__row"
                }
                draggable
                ref={(row) => {
                  if (row === null) rows.current.delete(item.id);
                  else rows.current.set(item.id, row);
                }}
                onDragStart={(event) => {
                  event.stopPropagation();
                  event.dataTransfer.effectAllowed = "move";
                  // Firefox starts a drag only with some data set.
                  event.dataTransfer.setData("text/plain", item.id);
                  setDragging(item.id);
                }}
                onDragEnd={endDrag}
              >
                <span className="vc-item__grip" aria-hidden="true">
                  ⠿
                </span>
                <button
                  type="button"
                  className="vc-item__name"
                  data-control="open"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? detailsId : undefined}
                  onClick={() => setOpen(isOpen ? undefined : item.id)}
                >
                  {name}
                </button>
                <button
                  type="button"
                  className="vc-item__icon"
                  data-control="up"
                  aria-label={t("customizer.arranged.moveUp", { name })}
                  disabled={index === 0}
                  onClick={() => move(item, index - 1, ["up", "down", "open"])}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="vc-item__icon"
                  data-control="down"
                  aria-label={t("customizer.arranged.moveDown", { name })}
                  disabled={index === items.length - 1}
                  onClick={() => move(item, index + 1, ["down", "up", "open"])}
                >
                  ↓
                </button>
                <button type="button" onClick={() => remove(item)}>
                  {t("customizer.arranged.remove")}
                  <span className="vc-visually-hidden"> {name}</span>
                </button>
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
      <div className="vc-arranged__add">
        <label htmlFor={`${id}-type`}>{said("new")}</label>
        <select
          id={`${id}-type`}
          ref={typeSelect}
          value={newType}
          disabled={full}
          onChange={(event) => setChosenType(event.target.value)}
        >
          {types.map((type) => (
            <option key={type.type} value={type.type}>
              {type.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={full}
          aria-describedby={full ? `${id}-limit` : undefined}
          onClick={add}
        >
          {said("add")}
        </button>
        {full ? (
          <p id={`${id}-limit`} className="vc-field__info">
            {limitSentence}
          </p>
        ) : null}
      </div>
    </div>
  );
}
