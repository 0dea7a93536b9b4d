import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCustomizerBridge } from "./customizer-bridge";

const customizerOrigin = "http://admin.localhost:3000";
const labels = { hero: "Hero", "rich-text": "Rich text" };

const page = `
  <div data-vt-section="hero" data-vt-section-type="hero" data-vt-template="home" style="display:contents">
    <section>
      <h1 data-vt-setting="hero:-:heading">Maya's shop</h1>
      <a href="/products" data-vt-setting="hero:-:label">Shop all</a>
    </section>
  </div>
  <div data-vt-section="story" data-vt-section-type="rich-text" data-vt-template="home" style="display:contents">
    <section><h2 data-vt-setting="story:b1:heading">Tell your story</h2></section>
  </div>`;

function fromEditor(data: unknown, origin = customizerOrigin) {
  window.dispatchEvent(new MessageEvent("message", { data, origin }));
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const get = (selector: string) => document.querySelector(selector) as HTMLElement;
const postMessage = vi.fn();
type Parent = { postMessage: typeof postMessage };
const posted = (parent: Parent, type: string) =>
  parent.postMessage.mock.calls.filter(([message]) => message.type === type);

let stop: () => void;
let parent: Parent;
beforeEach(() => {
  document.body.innerHTML = page;
  postMessage.mockClear();
  parent = { postMessage };
  stop = startCustomizerBridge({ window, parent, document, customizerOrigin, apply: vi.fn() });
  fromEditor({ type: "vitrine:section-labels", labels, selectHint: "Enter selects it." });
});
afterEach(() => stop());

describe("point and edit in the frame", () => {
  it("hovering a section outlines it with its type's label and tells the editor", async () => {
    const story = get('[data-vt-section="story"] > section');
    story.getBoundingClientRect = () => new DOMRect(0, 300, 800, 200);
    get("h2").dispatchEvent(new Event("pointerover", { bubbles: true }));
    await frames();
    const outline = get('[data-vt-outline="hover"]');
    expect(outline.hidden).toBe(false);
    expect(outline.style.top).toBe("300px");
    expect(outline.textContent).toBe("Rich text");
    expect(posted(parent, "vitrine:frame-hover").at(-1)?.[0]).toEqual({
      type: "vitrine:frame-hover",
      sectionId: "story",
    });
    expect(posted(parent, "vitrine:frame-hover").at(-1)?.[1]).toBe(customizerOrigin);
  });

  it("a click on a link or control acts as a visitor's: it follows the link, selects nothing", () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    get("a").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(posted(parent, "vitrine:frame-selection")).toEqual([]);
  });

  it("a click elsewhere in a section selects it and tells the editor", () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    get("h1").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: "vitrine:frame-selection", sectionId: "hero" },
      customizerOrigin,
    );
    expect(get("h1").getAttribute("contenteditable")).toBe("plaintext-only");
    // The next click in the selected section acts as a visitor's.
    const second = new MouseEvent("click", { bubbles: true, cancelable: true });
    get("section").dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it("Enter on a section's first element selects it; each section is in the Tab order, named", () => {
    const story = get('[data-vt-section="story"] > section');
    expect(story.tabIndex).toBe(0);
    expect(story.getAttribute("aria-description")).toBe("Rich text. Enter selects it.");
    story.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: "vitrine:frame-selection", sectionId: "story" },
      customizerOrigin,
    );
  });

  it("the panel's selection makes only that section's text editable; a change goes to the editor", () => {
    fromEditor({ type: "vitrine:panel-selection", sectionId: "story", scroll: false });
    const heading = get("h2");
    expect(heading.getAttribute("contenteditable")).toBe("plaintext-only");
    expect(get("h1").hasAttribute("contenteditable")).toBe(false);
    expect(get('[data-vt-outline="selected"]').textContent).toBe("");
    heading.textContent = "Our story";
    heading.dispatchEvent(new InputEvent("input", { bubbles: true }));
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        type: "vitrine:text-edit",
        template: "home",
        sectionId: "story",
        blockId: "b1",
        settingId: "heading",
        value: "Our story",
      },
      customizerOrigin,
    );
    heading.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.activeElement).toBe(get('[data-vt-section="story"] > section'));
  });

  it("the page's answer to an earlier keystroke never puts back an older text; leaving shows the page's", async () => {
    fromEditor({ type: "vitrine:panel-selection", sectionId: "story", scroll: false });
    const heading = get("h2");
    heading.focus();
    expect(document.activeElement).toBe(heading);
    const type = async (text: string) => {
      heading.dispatchEvent(new InputEvent("beforeinput", { bubbles: true }));
      heading.textContent = text;
      // Chrome may tell observers of the change before it fires `input`.
      await Promise.resolve();
      heading.dispatchEvent(new InputEvent("input", { bubbles: true }));
    };
    await type("Our stor");
    await type("Our story");
    expect(heading.textContent).toBe("Our story");
    // The settings of a keystroke before re-render the heading, as React would.
    (heading.firstChild as Text).nodeValue = "Our sto";
    await Promise.resolve();
    expect(heading.textContent).toBe("Our story");
    heading.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(heading.textContent).toBe("Our sto");
  });

  it("a selection from another origin is dropped", () => {
    fromEditor(
      { type: "vitrine:panel-selection", sectionId: "story", scroll: true },
      "http://evil.test",
    );
    fromEditor({ type: "vitrine:panel-selection", sectionId: "story", scroll: "yes" });
    expect(document.querySelector("[contenteditable]")).toBeNull();
  });

  it("stopping removes the outlines and the editable text", () => {
    fromEditor({ type: "vitrine:panel-selection", sectionId: "hero", scroll: false });
    stop();
    expect(document.querySelector("[data-vt-customizer-overlay]")).toBeNull();
    expect(document.querySelector("[contenteditable]")).toBeNull();
    stop = () => {};
  });
});
