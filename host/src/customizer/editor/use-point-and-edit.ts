import type { ThemeSettings } from "@vitrine/contract";
import { type RefObject, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReadyEditor } from "./editor-state";
import { settingsWithTextEdit } from "./in-place-edit";
import {
  type SectionSelection,
  type SectionSelectionControls,
  usePanelFollowsFrame,
} from "./section-selection";
import type { FramePointing } from "./use-frame-bridge";

const NONE: readonly never[] = [];

/**
 * Point and edit, the editor's half (issue 36): the section selected in the panel or the frame,
 * the one the pointer is over in the frame, and what the frame needs (the section types' labels)
 * and gives (a text typed in place becomes an edit of the template the frame shows, undoable like
 * any other, once `settingsWithTextEdit` has checked it against the theme's schema). `panel` is the element
 * holding the section rows, which follows the frame's selection.
 */
export function usePointAndEdit(
  ready: ReadyEditor | undefined,
  onEdit: (settings: ThemeSettings, key: string) => void,
  panel: RefObject<HTMLElement | null>,
): { pointing: FramePointing; selection: SectionSelectionControls } {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<SectionSelection>({ id: undefined, from: "panel" });
  const [hovered, setHovered] = useState<string | null>(null);
  const types = ready?.server.sections.types ?? NONE;
  const labels = useMemo(
    () => Object.fromEntries(types.map((type) => [type.type, type.label])),
    [types],
  );
  usePanelFollowsFrame(panel, selection, hovered);
  const select = (id: string | undefined, from: SectionSelection["from"]) =>
    setSelection({ id, from });

  return {
    selection: { selection, select },
    pointing: {
      labels,
      selectHint: t("customizer.point.selectHint"),
      selection,
      onSelect: (id) => select(id, "frame"),
      onHover: setHovered,
      onTextEdit: (edit) => {
        if (ready === undefined) return;
        const next = settingsWithTextEdit(ready.history.present, ready.server.sections, edit);
        const { template, sectionId, blockId, settingId } = edit;
        if (next !== undefined)
          onEdit(next, `in-place:${template}:${sectionId}:${blockId}:${settingId}`);
      },
    },
  };
}
