import { describe, expect, it } from "vitest";
import {
  COALESCE_MS,
  canRedo,
  canUndo,
  changeKey,
  HISTORY_LIMIT,
  push,
  redo,
  sameValue,
  startHistory,
  undo,
} from "./history";

const later = COALESCE_MS + 1;

describe("the customizer's undo history", () => {
  it("starts with nothing to undo or redo", () => {
    const history = startHistory({ width: 1200 });
    expect([canUndo(history), canRedo(history)]).toEqual([false, false]);
  });

  it("a change is a step that undo takes back and redo brings again", () => {
    let history = push(startHistory("a"), "b", "x", 0);
    history = undo(history);
    expect(history.present).toBe("a");
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.present).toBe("b");
    expect(canRedo(history)).toBe(false);
  });

  it("rapid changes to the same setting are one step (a slider dragged)", () => {
    let history = startHistory(1000);
    history = push(history, 1100, "page_width", 0);
    history = push(history, 1200, "page_width", 300);
    history = push(history, 1300, "page_width", 600);
    expect(history.past).toEqual([1000]);
    expect(undo(history).present).toBe(1000);
  });

  it("the same setting changed again after a pause is a new step", () => {
    let history = push(startHistory(1000), 1100, "page_width", 0);
    history = push(history, 1200, "page_width", later);
    expect(history.past).toEqual([1000, 1100]);
  });

  it("a change to another setting is a new step, however quick", () => {
    let history = push(startHistory("a"), "b", "heading_font", 0);
    history = push(history, "c", "body_font", 10);
    expect(history.past).toEqual(["a", "b"]);
  });

  it("a change after an undo drops what could have been redone", () => {
    let history = push(startHistory("a"), "b", "x", 0);
    history = undo(history);
    history = push(history, "c", "y", later);
    expect(history.future).toEqual([]);
    expect(history.past).toEqual(["a"]);
  });

  it("a change right after an undo never merges into the undone step", () => {
    let history = push(startHistory("a"), "b", "x", 0);
    history = undo(history);
    history = push(history, "c", "x", 10);
    expect(history.past).toEqual(["a"]);
    expect(history.present).toBe("c");
  });

  it("undo with nothing to undo, or redo with nothing undone, changes nothing", () => {
    const history = startHistory("a");
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it("pushing the value already on screen is no step", () => {
    const history = startHistory("a");
    expect(push(history, "a", "x", 0)).toBe(history);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 5; step++) {
      history = push(history, step, `s${step}`, step * later);
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(5);
  });
});

describe("which setting a change touched", () => {
  it("names the top-level setting", () => {
    expect(changeKey({ page_width: 1200, x: 1 }, { page_width: 1300, x: 1 })).toBe("page_width");
  });

  it("names the scheme and field inside the colour schemes", () => {
    const before = { color_schemes: [{ id: "s1", text_color: "#000", background_color: "#fff" }] };
    const after = { color_schemes: [{ id: "s1", text_color: "#000", background_color: "#eee" }] };
    expect(changeKey(before, after)).toBe("color_schemes.s1.background_color");
  });

  it("names the section and setting inside the home page's sections, and the block inside them", () => {
    const page = (heading: string, text: string) => ({
      home_sections: [
        { id: "hero", type: "hero", settings: { heading } },
        {
          id: "story",
          type: "rich-text",
          settings: {},
          blocks: [{ id: "b1", settings: { text } }],
        },
      ],
    });
    expect(changeKey(page("Hi", ""), page("Hello", ""))).toBe(
      "home_sections.hero.settings.heading",
    );
    expect(changeKey(page("Hi", ""), page("Hi", "Once"))).toBe(
      "home_sections.story.blocks.b1.settings.text",
    );
  });

  it("names a moved, added or removed item by the list's new order", () => {
    const list = (...ids: string[]) => ({ home_sections: ids.map((id) => ({ id })) });
    expect(changeKey(list("a", "b", "c"), list("b", "a", "c"))).toBe("home_sections[b,a,c]");
    expect(changeKey(list("a", "b"), list("a", "b", "d"))).toBe("home_sections[a,b,d]");
    expect(changeKey(list("a", "b"), list("b"))).toBe("home_sections[b]");
    expect(changeKey({}, list("a"))).toBe("home_sections");
  });

  it("two moves in quick succession are two steps to undo, each a different arrangement", () => {
    const list = (...ids: string[]) => ({ home_sections: ids.map((id) => ({ id })) });
    let history = startHistory(list("a", "b", "c"));
    for (const [at, next] of [list("b", "a", "c"), list("b", "c", "a")].entries()) {
      history = push(history, next, changeKey(history.present, next), at * 10);
    }
    expect(history.past).toHaveLength(2);
    expect(undo(history).present).toEqual(list("b", "a", "c"));
  });

  it("settings are equal whatever the order of their keys", () => {
    expect(sameValue({ a: 1, b: [{ c: 2 }] }, { b: [{ c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
