import type { ThemeSettings } from "@vitrine/contract";
import { type RefObject, useEffect, useRef } from "react";
import {
  isReadyMessage,
  PANEL_SELECTION_MESSAGE,
  parseFrameHoverMessage,
  parseFrameSelectionMessage,
  parseTextEditMessage,
  SECTION_LABELS_MESSAGE,
  type TextEditMessage,
  themeSettingsMessage,
} from "../protocol";
import type { SectionSelection } from "./section-selection";

/** What the frame's point and edit needs from the editor, and gives back. */
export interface FramePointing {
  /** Each section type's label, by type (the outline's name). */
  labels: Record<string, string>;
  /** What a screen reader says of a section in the frame: how to select it. */
  selectHint: string;
  selection: SectionSelection;
  /** The owner picked section `id` in the frame. */
  onSelect: (id: string) => void;
  /** The pointer is over section `id` in the frame (`null`: none). */
  onHover: (id: string | null) => void;
  /** The owner typed a text setting's new value in the frame (checked against the schema there). */
  onTextEdit: (edit: TextEditMessage) => void;
}

/**
 * The editor's side of the frame protocol: every change of `settings` is posted to the framed
 * storefront, addressed to its origin only, and so are the current settings again when the frame
 * says `vitrine:ready` (it has (re)loaded, e.g. after a click to another page), with the section
 * labels and the panel's selection. A section selected in the panel is sent with `scroll`, one
 * picked in the frame without; the frame's hovers, selections and in-place edits go to
 * `pointing`. A message counts as the frame's only when both its origin and its source window
 * are the frame's. Returns the ref to put on the iframe.
 */
export function useFrameBridge(
  storefrontUrl: string,
  settings: ThemeSettings | undefined,
  pointing: FramePointing,
): RefObject<HTMLIFrameElement | null> {
  const frame = useRef<HTMLIFrameElement>(null);
  const frameOrigin = new URL(storefrontUrl, window.location.href).origin;
  const latest = useRef({ settings, pointing });
  latest.current = { settings, pointing };
  const { labels, selectHint, selection } = pointing;

  useEffect(() => {
    const post = (message: unknown) =>
      frame.current?.contentWindow?.postMessage(message, frameOrigin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== frame.current?.contentWindow) return;
      const { settings: present, pointing: now } = latest.current;
      if (isReadyMessage(event.data)) {
        if (present !== undefined) post(themeSettingsMessage(present));
        post({ type: SECTION_LABELS_MESSAGE, labels: now.labels, selectHint: now.selectHint });
        const sectionId = now.selection.id ?? null;
        post({ type: PANEL_SELECTION_MESSAGE, sectionId, scroll: false });
        return;
      }
      const picked = parseFrameSelectionMessage(event.data);
      if (picked !== undefined) return now.onSelect(picked.sectionId);
      const hover = parseFrameHoverMessage(event.data);
      if (hover !== undefined) return now.onHover(hover.sectionId);
      const edit = parseTextEditMessage(event.data);
      if (edit !== undefined) now.onTextEdit(edit);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frameOrigin]);

  useEffect(() => {
    if (settings === undefined) return;
    frame.current?.contentWindow?.postMessage(themeSettingsMessage(settings), frameOrigin);
  }, [settings, frameOrigin]);

  useEffect(() => {
    const message = { type: SECTION_LABELS_MESSAGE, labels, selectHint };
    frame.current?.contentWindow?.postMessage(message, frameOrigin);
  }, [labels, selectHint, frameOrigin]);

  useEffect(() => {
    const sectionId = selection.id ?? null;
    const scroll = selection.from === "panel" && sectionId !== null;
    const message = { type: PANEL_SELECTION_MESSAGE, sectionId, scroll };
    frame.current?.contentWindow?.postMessage(message, frameOrigin);
  }, [selection, frameOrigin]);

  return frame;
}
