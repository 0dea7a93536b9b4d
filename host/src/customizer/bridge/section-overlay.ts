/** The wrapper `SectionList` puts around each section: `display: contents`, so it has no box. */
export const SECTION_SELECTOR = "[data-vt-section]";

/** The section wrapper `node` is in, if any. */
export function sectionOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(SECTION_SELECTOR) : null;
}

/** The wrapper of the section `id` in `root`, if the page shows it. */
export function sectionById(root: ParentNode, id: string): HTMLElement | null {
  return (
    [...root.querySelectorAll<HTMLElement>(SECTION_SELECTOR)].find(
      (wrapper) => wrapper.dataset.vtSection === id,
    ) ?? null
  );
}

/**
 * Where a section is on screen: the smallest rectangle around its children's boxes (its wrapper
 * has none), children without a box (`display: contents` too) counted by theirs; `undefined`
 * when nothing of it is drawn (a section that renders nothing).
 *
 * @example
 * sectionRect(wrapper) // → { top: 120, left: 0, right: 1366, bottom: 640 }
 */
export function sectionRect(wrapper: Element): Rect | undefined {
  let rect: Rect | undefined;
  for (const child of wrapper.children) {
    const box =
      getComputedStyle(child).display === "contents"
        ? sectionRect(child)
        : toRect(child.getBoundingClientRect());
    if (box === undefined || (box.right - box.left === 0 && box.bottom - box.top === 0)) continue;
    rect = rect === undefined ? box : union(rect, box);
  }
  return rect;
}

export interface Rect {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

const toRect = ({ top, left, right, bottom }: DOMRect): Rect => ({ top, left, right, bottom });
const union = (a: Rect, b: Rect): Rect => ({
  top: Math.min(a.top, b.top),
  left: Math.min(a.left, b.left),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
});

const BLUE = "#0b5cb5";

/** An outline drawn over the page: a fixed layer that takes no place and lets clicks through. */
interface Outline {
  box: HTMLElement;
  name: HTMLElement;
}

/**
 * The customizer's outlines over the framed page: one around the section under the pointer (or
 * focus), one around the selected section, each with the section's name. They live in a fixed
 * layer at the end of `<body>` that ignores the pointer, so the page lays out and answers clicks
 * as without them; `draw` places them again (after a scroll, a resize, a re-render).
 */
export function createSectionOverlay(doc: Document) {
  const layer = doc.createElement("div");
  layer.setAttribute("data-vt-customizer-overlay", "");
  layer.setAttribute("aria-hidden", "true");
  Object.assign(layer.style, {
    position: "fixed",
    inset: "0",
    pointerEvents: "none",
    zIndex: "2147483646",
    overflow: "hidden",
  });
  const hover = outline(doc, "dashed");
  const selected = outline(doc, "solid");
  layer.append(hover.box, selected.box);
  doc.body.append(layer);

  const place = (each: Outline, wrapper: HTMLElement | null, name: string) => {
    const rect = wrapper === null ? undefined : sectionRect(wrapper);
    each.box.hidden = rect === undefined;
    if (rect === undefined) return;
    Object.assign(each.box.style, {
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.right - rect.left}px`,
      height: `${rect.bottom - rect.top}px`,
    });
    // Written only when it changes: the bridge redraws on the page's own changes.
    if (each.name.textContent !== name) each.name.textContent = name;
    // The name sits above the outline, or inside it when the section starts at the top.
    each.name.style.top = rect.top >= 24 ? "-24px" : "0";
  };

  return {
    layer,
    draw(
      hovered: { wrapper: HTMLElement | null; name: string },
      chosen: { wrapper: HTMLElement | null; name: string },
    ) {
      // A hovered section that is the selected one shows the selected outline only.
      place(hover, hovered.wrapper === chosen.wrapper ? null : hovered.wrapper, hovered.name);
      place(selected, chosen.wrapper, chosen.name);
    },
    remove: () => layer.remove(),
  };
}

function outline(doc: Document, style: "dashed" | "solid"): Outline {
  const box = doc.createElement("div");
  box.hidden = true;
  box.setAttribute("data-vt-outline", style === "solid" ? "selected" : "hover");
  Object.assign(box.style, {
    position: "absolute",
    boxSizing: "border-box",
    border: `2px ${style} ${BLUE}`,
  });
  const name = doc.createElement("span");
  Object.assign(name.style, {
    position: "absolute",
    left: "0",
    padding: "2px 8px",
    background: BLUE,
    color: "#fff",
    font: "600 13px/20px system-ui, sans-serif",
    whiteSpace: "nowrap",
  });
  box.append(name);
  return { box, name };
}
