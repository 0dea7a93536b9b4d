import { type DragEvent, useState } from "react";

/**
 * Drag and drop of an arranged list's rows, the mouse's shortcut for Move up and Move down.
 * `onDropped(id, targetIndex)` moves the dragged item to where it was dropped. Only a drag that
 * started in this list is taken: a block dragged over its section's row is left to the blocks'
 * own list, and the other way round.
 */
export function useRowDrag(
  ids: readonly string[],
  onDropped: (id: string, targetIndex: number) => void,
) {
  const [dragging, setDragging] = useState<string>();
  const [dropTarget, setDropTarget] = useState<string>();
  const end = () => {
    setDragging(undefined);
    setDropTarget(undefined);
  };
  // A row dropped on one below it lands after it, on one above it before it: the line shows where.
  const dropSide = ids.indexOf(dragging ?? "") < ids.indexOf(dropTarget ?? "") ? "after" : "before";
  return {
    /** The class names of an item and of its row while a drag is under way. */
    itemClass: (id: string) =>
      dropTarget === id ? `vc-item vc-item--drop-${dropSide}` : "vc-item",
    rowClass: (id: string) =>
      dragging === id ? "vc-item__row vc-item__row--dragging" : "vc-item__row",
    /** The handlers of an item (a drop target). */
    target: (id: string) => ({
      onDragOver(event: DragEvent) {
        if (dragging === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = "move";
        setDropTarget(id);
      },
      onDrop(event: DragEvent) {
        if (dragging === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        const dragged = dragging;
        end();
        onDropped(dragged, ids.indexOf(id));
      },
    }),
    /** The handlers of an item's row (what is dragged). */
    source: (id: string) => ({
      draggable: true,
      onDragStart(event: DragEvent) {
        event.stopPropagation();
        event.dataTransfer.effectAllowed = "move";
        // Firefox starts a drag only with some data set.
        event.dataTransfer.setData("text/plain", id);
        setDragging(id);
      },
      onDragEnd: end,
    }),
  };
}
