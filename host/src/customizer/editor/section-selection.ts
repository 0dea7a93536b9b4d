import { createContext, useContext, useEffect, useState } from "react";

/** Where the owner selected a section: in the panel (the frame scrolls to it) or in the frame. */
export interface SectionSelection {
  id: string | undefined;
  from: "panel" | "frame";
}

export interface SectionSelectionControls {
  selection: SectionSelection;
  select: (id: string | undefined, from: SectionSelection["from"]) => void;
}

/**
 * The section open in the panel, shared by the panel's section list and the frame: opening one in
 * the panel selects it in the frame, and a section picked in the frame opens in the panel.
 * Without a provider (a list outside the customizer page) each list keeps its own.
 */
export const SectionSelectionContext = createContext<SectionSelectionControls | undefined>(
  undefined,
);

/**
 * The open item of an arranged list and the function that opens one (`undefined`: none): the
 * shared selection for the page's sections, the list's own state for a section's blocks.
 */
export function useOpenItem(
  kind: "section" | "block",
): [string | undefined, (id: string | undefined) => void] {
  const shared = useContext(SectionSelectionContext);
  const [own, setOwn] = useState<string>();
  if (kind === "section" && shared !== undefined) {
    return [shared.selection.id, (id) => shared.select(id, "panel")];
  }
  return [own, setOwn];
}

/**
 * A section picked in the frame gets the panel's attention: its row's name button is focused and
 * scrolled to (`[data-vc-section]` names each section's row); the section the pointer is over in
 * the frame has its row marked.
 */
export function usePanelFollowsFrame(
  panel: React.RefObject<HTMLElement | null>,
  selection: SectionSelection,
  hovered: string | null,
): void {
  useEffect(() => {
    if (selection.from !== "frame" || selection.id === undefined) return;
    const open = rowOf(panel.current, selection.id)?.querySelector<HTMLElement>(
      '[data-control="open"]',
    );
    open?.focus({ preventScroll: true });
    open?.scrollIntoView?.({ block: "nearest" });
  }, [panel, selection]);

  useEffect(() => {
    const row = hovered === null ? null : rowOf(panel.current, hovered);
    row?.classList.add("vc-item--pointed");
    return () => row?.classList.remove("vc-item--pointed");
  }, [panel, hovered]);
}

const rowOf = (panel: HTMLElement | null, id: string) =>
  [...(panel?.querySelectorAll<HTMLElement>("[data-vc-section]") ?? [])].find(
    (row) => row.dataset.vcSection === id,
  );
