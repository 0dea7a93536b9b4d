import { parseSettingTarget, SETTING_TARGET_ATTRIBUTE } from "@vitrine/sdk/react";
import type { FrameHoverMessage, FrameSelectionMessage, TextEditMessage } from "../protocol";
import { editingElementOf, keepTypedText, setEditableSection } from "./in-place-text";
import { createSectionOverlay, SECTION_SELECTOR, sectionById, sectionOf } from "./section-overlay";

export type FrameMessage = FrameHoverMessage | FrameSelectionMessage | TextEditMessage;

/** What a click in the frame leaves to the page: following a link, pressing a control. */
const ACTS_ON_CLICK = "a[href], button, input, select, textarea, label, summary";

/** Marks the element the keyboard lands on for each section (the wrapper's first child). */
const HANDLE = "data-vt-section-handle";

/**
 * Point and edit in the customizer's frame (issue 36): the section under the pointer (or the
 * keyboard's focus) is outlined with its name; a click on a section that is not selected selects
 * it, except on a link or a control, which acts as a visitor's (the owner clicks through the shop
 * in the frame, as before point and edit); Enter on a section's first element (each one is in the Tab order while
 * customizing) selects it too. The selected section's text settings (`data-vt-setting`) are
 * editable where they stand, as plain text: each change is posted to the editor, which checks it
 * and sends the settings back; Escape or Enter leaves the text. Returns the controls the bridge
 * drives from the editor's messages.
 */
export function startPointAndEdit(doc: Document, post: (message: FrameMessage) => void) {
  const win = doc.defaultView as Window;
  const overlay = createSectionOverlay(doc);
  let labels: Record<string, string> = {};
  let selectHint = "";
  let selected: string | null = null;
  let hovered: HTMLElement | null = null;
  const typing = keepTypedText(doc);
  let frame = 0;

  const nameOf = (wrapper: HTMLElement | null) => {
    const type = wrapper?.dataset.vtSectionType ?? "";
    return labels[type] ?? type;
  };

  const refresh = () => {
    frame = 0;
    for (const wrapper of doc.querySelectorAll<HTMLElement>(SECTION_SELECTOR)) {
      markHandle(wrapper, `${nameOf(wrapper)}. ${selectHint}`.trim());
    }
    setEditableSection(doc, selected);
    const chosen = selected === null ? null : sectionById(doc, selected);
    if (hovered !== null && !hovered.isConnected) hovered = null;
    overlay.draw(
      { wrapper: hovered, name: nameOf(hovered) },
      { wrapper: chosen, name: nameOf(chosen) },
    );
  };
  const schedule = () => {
    if (frame === 0) frame = win.requestAnimationFrame(refresh);
  };

  const hover = (wrapper: HTMLElement | null) => {
    if (wrapper === hovered) return;
    hovered = wrapper;
    post({ type: "vitrine:frame-hover", sectionId: wrapper?.dataset.vtSection ?? null });
    schedule();
  };
  const select = (wrapper: HTMLElement) => {
    const id = wrapper.dataset.vtSection;
    if (id === undefined) return;
    selected = id;
    post({ type: "vitrine:frame-selection", sectionId: id });
    refresh();
  };

  const onPointerOver = (event: Event) => hover(sectionOf(event.target));
  const onPointerLeave = () => hover(null);
  const onFocusIn = (event: Event) => hover(sectionOf(event.target));
  const onClick = (event: MouseEvent) => {
    if (editingElementOf(event.target) !== null) {
      // A click places the caret in the text being edited; it never follows the link it labels.
      event.preventDefault();
      return;
    }
    const wrapper = sectionOf(event.target);
    if (wrapper === null || wrapper.dataset.vtSection === selected) return;
    if ((event.target as Element).closest?.(ACTS_ON_CLICK)) return;
    event.preventDefault();
    event.stopPropagation();
    select(wrapper);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const editing = editingElementOf(event.target);
    if (editing !== null) {
      if (event.key === "Escape" || (event.key === "Enter" && !event.shiftKey)) {
        event.preventDefault();
        editing.blur();
        sectionOf(editing)?.querySelector<HTMLElement>(`[${HANDLE}]`)?.focus();
      }
      return;
    }
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || !target.hasAttribute?.(HANDLE)) return;
    const wrapper = sectionOf(target);
    if (wrapper === null) return;
    event.preventDefault();
    select(wrapper);
  };
  const onInput = (event: Event) => {
    const element = editingElementOf(event.target);
    const target = parseSettingTarget(element?.getAttribute(SETTING_TARGET_ATTRIBUTE) ?? "");
    const template = sectionOf(element)?.dataset.vtTemplate;
    if (element === null || target === undefined || template === undefined) return;
    post({ type: "vitrine:text-edit", template, ...target, value: typing.typed(element) });
  };
  const onBeforeInput = (event: Event) => {
    if (editingElementOf(event.target) !== null) typing.willType();
  };
  const onFocusOut = (event: Event) => {
    const element = editingElementOf(event.target);
    if (element !== null) typing.left(element);
  };

  // A re-render may add, remove or move sections: the outlines and handles follow.
  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  const listeners: [EventTarget, string, EventListener, boolean][] = [
    [doc, "pointerover", onPointerOver, false],
    [doc.documentElement, "pointerleave", onPointerLeave, false],
    [doc, "focusin", onFocusIn, false],
    [doc, "click", onClick as EventListener, true],
    [doc, "keydown", onKeyDown as EventListener, true],
    [doc, "beforeinput", onBeforeInput, false],
    [doc, "input", onInput, false],
    [doc, "focusout", onFocusOut, false],
    [win, "scroll", schedule, true],
    [win, "resize", schedule, false],
  ];
  for (const [target, type, listener, capture] of listeners) {
    target.addEventListener(type, listener, { capture, passive: type === "scroll" });
  }
  refresh();

  return {
    /** The section types' names and the select hint, from the editor. */
    setLabels(next: Record<string, string>, hint: string) {
      labels = next;
      selectHint = hint;
      refresh();
    },
    /** The panel opened section `id` (`null`: none): outline it, and bring it into view. */
    select(id: string | null, scroll: boolean) {
      selected = id;
      refresh();
      const first = id === null ? null : sectionById(doc, id)?.firstElementChild;
      if (scroll && first instanceof HTMLElement) {
        const still = win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
        first.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
      }
    },
    stop() {
      observer.disconnect();
      typing.stop();
      for (const [target, type, listener, capture] of listeners) {
        target.removeEventListener(type, listener, capture);
      }
      if (frame !== 0) win.cancelAnimationFrame(frame);
      setEditableSection(doc, null);
      overlay.remove();
    },
  };
}

/**
 * Puts a section's first element in the Tab order (unless it has a tab order of its own) with
 * what a screen reader says of it: the section's name and how to select it.
 */
function markHandle(wrapper: HTMLElement, description: string): void {
  const first = wrapper.firstElementChild;
  if (!(first instanceof HTMLElement)) return;
  if (!first.hasAttribute(HANDLE)) {
    first.setAttribute(HANDLE, "");
    if (!first.hasAttribute("tabindex")) first.tabIndex = 0;
  }
  if (first.getAttribute("aria-description") !== description) {
    first.setAttribute("aria-description", description);
  }
}
