import { useLayoutEffect, useRef } from "react";

/** The controls of an item's row, by the `data-control` that finds them to give focus back. */
export type Control = "open" | "up" | "down";

/** Where the focus goes once the list is drawn again: an item's first enabled control, or "add". */
export type FocusTarget = { id: string; controls: Control[] } | "add";

/**
 * Gives the focus back after a change redraws the list: to the moved or added item's control, or
 * to the next item (or the add control) after a remove, since the pressed button is gone.
 * `rowRef(id)` registers an item's row; `focusAfterChange(target)` says where to go next.
 */
export function useFocusAfterChange(addControl: React.RefObject<HTMLElement | null>) {
  const rows = useRef(new Map<string, HTMLElement>());
  const next = useRef<FocusTarget | undefined>(undefined);

  useLayoutEffect(() => {
    const target = next.current;
    if (target === undefined) return;
    next.current = undefined;
    if (target === "add") {
      addControl.current?.focus();
      return;
    }
    const row = rows.current.get(target.id);
    target.controls
      .map((control) => row?.querySelector<HTMLButtonElement>(`[data-control="${control}"]`))
      .find((button) => button !== null && button !== undefined && !button.disabled)
      ?.focus();
  });

  return {
    focusAfterChange: (target: FocusTarget) => {
      next.current = target;
    },
    rowRef: (id: string) => (row: HTMLElement | null) => {
      if (row === null) rows.current.delete(id);
      else rows.current.set(id, row);
    },
  };
}
