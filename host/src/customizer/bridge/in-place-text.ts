import {
  parseSettingTarget,
  SETTING_TARGET_ATTRIBUTE,
  type SettingTarget,
} from "@vitrine/sdk/react";

/** `contenteditable` that takes typed and pasted text only: no markup reaches the page. */
const PLAIN_TEXT = "plaintext-only";

/**
 * The text an element in place-editing shows, read from its text nodes (a `<br>` the browser
 * inserted is a line break), never from its markup.
 *
 * @example
 * // <p>Spring<br>sale</p>
 * plainText(p) // → "Spring\nsale"
 */
export function plainText(element: Node): string {
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += (node as Text).data;
    else if (node.nodeName === "BR") text += "\n";
    else text += plainText(node);
  }
  return text;
}

/** The elements of `root` showing a text setting of section `sectionId`, with what they show. */
export function settingElementsOf(
  root: ParentNode,
  sectionId: string,
): { element: HTMLElement; target: SettingTarget }[] {
  return [...root.querySelectorAll<HTMLElement>(`[${SETTING_TARGET_ATTRIBUTE}]`)].flatMap(
    (element) => {
      const target = parseSettingTarget(element.getAttribute(SETTING_TARGET_ATTRIBUTE) ?? "");
      return target?.sectionId === sectionId ? [{ element, target }] : [];
    },
  );
}

/**
 * Makes the text settings of section `sectionId` (`null`: none) editable where they stand, and
 * every other one not.
 */
export function setEditableSection(root: ParentNode, sectionId: string | null): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[contenteditable="${PLAIN_TEXT}"]`)) {
    const target = parseSettingTarget(element.getAttribute(SETTING_TARGET_ATTRIBUTE) ?? "");
    if (target?.sectionId !== sectionId) element.removeAttribute("contenteditable");
  }
  if (sectionId === null) return;
  for (const { element } of settingElementsOf(root, sectionId)) {
    if (element.getAttribute("contenteditable") !== PLAIN_TEXT) {
      element.setAttribute("contenteditable", PLAIN_TEXT);
    }
  }
}

/** The place-edited element `node` is in, if any. */
export function editingElementOf(node: EventTarget | null): HTMLElement | null {
  if (!(node instanceof Element)) return null;
  return node.closest<HTMLElement>(
    `[${SETTING_TARGET_ATTRIBUTE}][contenteditable="${PLAIN_TEXT}"]`,
  );
}

/** The caret's place in `element` as a count of characters of its text, if it is in it. */
export function caretOffset(element: HTMLElement): number | undefined {
  const selection = element.ownerDocument.getSelection();
  if (selection === null || selection.rangeCount === 0) return undefined;
  const caret = selection.getRangeAt(0);
  if (!element.contains(caret.endContainer)) return undefined;
  const before = element.ownerDocument.createRange();
  before.selectNodeContents(element);
  before.setEnd(caret.endContainer, caret.endOffset);
  return before.toString().length;
}

/**
 * Puts the caret back `offset` characters into `element`: the page re-rendering the text it was
 * typed into (the editor sends the settings back) would otherwise move it to the start.
 */
export function placeCaret(element: HTMLElement, offset: number): void {
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let left = offset;
  let last: Text | undefined;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    last = node;
    if (left <= node.length) {
      doc.getSelection()?.collapse(node, left);
      return;
    }
    left -= node.length;
  }
  if (last !== undefined) doc.getSelection()?.collapse(last, last.length);
  else doc.getSelection()?.collapse(element, 0);
}

/**
 * Keeps the text the owner types in place on screen while the editor's answers come back: each
 * change goes to the editor, whose settings re-render the page, and an answer to an earlier
 * keystroke would otherwise put back an older text (and move the caret). While the owner types,
 * a text the page writes into the element is noted and the typed one kept, the caret where it
 * was; once they leave it, the element shows what the page last wrote (the setting as the
 * editor kept it: cut at its length, on one line).
 */
export function keepTypedText(doc: Document) {
  let editing:
    | { element: HTMLElement; typed: string; offset: number; rendered?: string }
    | undefined;
  // Between `beforeinput` and `input` the changes are the owner's: Chrome may report them to
  // observers before `input` fires. Those reported after are taken off the record at `input`.
  let ownersTurn = false;
  const observer = new MutationObserver((records) => {
    if (ownersTurn) {
      ownersTurn = false;
      return;
    }
    if (editing === undefined || doc.activeElement !== editing.element) return;
    const { element } = editing;
    if (!records.some((record) => element.contains(record.target))) return;
    editing.rendered = plainText(element);
    if (editing.rendered !== editing.typed) {
      element.textContent = editing.typed;
      observer.takeRecords();
    }
    if (caretOffset(element) !== editing.offset) placeCaret(element, editing.offset);
  });
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });

  return {
    /** The owner is about to change a text (`beforeinput`). */
    willType(): void {
      ownersTurn = true;
    },
    /** The owner changed `element`'s text: what it now reads. */
    typed(element: HTMLElement): string {
      ownersTurn = false;
      observer.takeRecords();
      const typed = plainText(element);
      const rendered = editing?.element === element ? editing.rendered : undefined;
      editing = { element, typed, offset: caretOffset(element) ?? typed.length, rendered };
      return typed;
    },
    /** The owner left `element`: it shows what the page last wrote into it. */
    left(element: HTMLElement): void {
      if (editing?.element !== element) return;
      const { rendered } = editing;
      editing = undefined;
      if (rendered !== undefined && plainText(element) !== rendered) {
        element.textContent = rendered;
        observer.takeRecords();
      }
    },
    stop: () => observer.disconnect(),
  };
}
