/** What the page's inline script (`index.html`) kept while its part of the page was not hydrated. */
interface EarlyEvents {
  /** Forms sent, buttons pressed and (while something typed waited) links followed, in order. */
  held: EarlyEvent[];
  /** What was typed or picked in each field. */
  typed: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, TypedValue>;
  /** Called by the inline script when it holds one more event. */
  onhold: (() => void) | null;
  /** React committed its first render of the page: its marks on elements now mean hydrated. */
  committed: boolean;
}

interface EarlyEvent {
  type: "submit" | "click";
  /** The form sent, the button pressed or the link followed. */
  element: HTMLElement;
  /** The button that sent the form. */
  submitter: HTMLElement | null;
}

interface TypedValue {
  value: string;
  checked: boolean;
}

/** How often what is kept is looked at again, and for how long at most. */
const RETRY_MS = 50;
const GIVE_UP_MS = 30_000;

/**
 * Hands the app what the visitor did before it listened, part by part as React hydrates it (a
 * lazy page's part once its code is in): each field gets back what was typed in it (as an input
 * event, so the page's state has it), then each held form is sent again (`requestSubmit`, with the
 * button that sent it) and each held button pressed or link followed again, in order. Called once
 * React committed the hydrated page, which tells the inline script to let React have what it
 * hydrated from then on; what is kept later is handed on the same way.
 *
 * @example
 * root.hydrate(<AppTree onCommit={() => replayEarlyEvents(window)} … />);
 */
export function replayEarlyEvents(win: Window): void {
  const early = (win as unknown as { __vitrineEarlyEvents?: EarlyEvents }).__vitrineEarlyEvents;
  if (early === undefined) return;
  early.committed = true;
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (ms: number) => {
    timer = setTimeout(drain, ms);
  };
  function drain() {
    timer = undefined;
    let restored = false;
    for (const [field, typed] of early?.typed ?? []) {
      if (!field.isConnected) early?.typed.delete(field);
      else if (isHydrated(field)) {
        early?.typed.delete(field);
        restoreValue(field, typed);
        restored = true;
      }
    }
    // The page's state takes the restored values before a form is sent with them.
    if (restored) return later(0);
    const held = early?.held ?? [];
    while (held.length > 0) {
      const event = held[0] as EarlyEvent;
      if (event.element.isConnected && !isHydrated(event.element)) break;
      if ([...(early?.typed.keys() ?? [])].some((field) => event.element.contains(field))) break;
      // A link leaves the page: every typed value first, so the page can warn it is unsaved.
      if (event.element instanceof HTMLAnchorElement && (early?.typed.size ?? 0) > 0) break;
      held.shift();
      if (!event.element.isConnected) continue;
      if (event.type === "submit") {
        const submitter = event.submitter?.isConnected ? event.submitter : null;
        (event.element as HTMLFormElement).requestSubmit(submitter);
      } else {
        event.element.click();
      }
    }
    const waiting = held.length > 0 || (early?.typed.size ?? 0) > 0;
    if (waiting && Date.now() - started < GIVE_UP_MS) later(RETRY_MS);
  }
  early.onhold = () => {
    if (timer === undefined) drain();
  };
  drain();
}

/** React's own mark on an element it has hydrated (the inline script reads the same). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/**
 * Tells the page's state what was typed in a field before it hydrated: hydration leaves the
 * field showing it but the state (a controlled input's `value`) empty. React notices a change
 * only against the value it last tracked, so the field is first set through its own (tracked)
 * setter to another value, then through the element's native setter to what was typed, with the
 * events typing sends, so React's `onChange` sees it.
 */
function restoreValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  typed: TypedValue,
): void {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    field.checked = !typed.checked;
    field.click();
    return;
  }
  field.value = typed.value === "" ? " " : "";
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed.value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}
