import { DEFAULT_THEME_SECTIONS, SECTION_LIMITS } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import {
  type ArrangedItem,
  addItem,
  itemLabel,
  moveItem,
  newItemId,
  removeItem,
  updateItem,
} from "./home-sections";
import { english } from "./render-in-english";

const item = (id: string, type = "hero", settings = {}): ArrangedItem => ({ id, type, settings });
const ids = (list: readonly ArrangedItem[]) => list.map((each) => each.id);
const typeOf = (type: string) => DEFAULT_THEME_SECTIONS.types.find((each) => each.type === type);

describe("a new item's id", () => {
  it("is its type and the first counter no item of the list has", () => {
    expect(newItemId([], "hero")).toBe("hero-1");
    expect(newItemId([item("hero"), item("hero-1"), item("hero-3")], "hero")).toBe("hero-2");
  });

  it("stays within the id length however long the type", () => {
    const id = newItemId([], "x".repeat(60));
    expect(id).toHaveLength(SECTION_LIMITS.idLength);
    expect(id.endsWith("-1")).toBe(true);
  });
});

describe("adding", () => {
  it("puts an item of the chosen type at the end, its settings left to the defaults", () => {
    const list = [item("hero")];
    expect(addItem(list, "newsletter", 25)).toEqual([
      item("hero"),
      { id: "newsletter-1", type: "newsletter", settings: {} },
    ]);
    expect(list).toEqual([item("hero")]);
  });

  it("adds nothing to a full list", () => {
    const full = Array.from({ length: 3 }, (_, index) => item(`s${index}`));
    expect(addItem(full, "hero", 3)).toEqual(full);
  });

  it("never repeats an id, whatever was added and removed before", () => {
    let list: ArrangedItem[] = [];
    for (const type of ["hero", "hero", "hero"]) list = addItem(list, type, 25);
    list = removeItem(list, "hero-2");
    list = addItem(addItem(list, "hero", 25), "hero", 25);
    expect(new Set(ids(list)).size).toBe(list.length);
  });
});

describe("removing", () => {
  it("drops only the item with that id", () => {
    expect(ids(removeItem([item("a"), item("b"), item("c")], "b"))).toEqual(["a", "c"]);
  });
});

describe("moving", () => {
  const list = [item("a"), item("b"), item("c")];

  it("puts the item at the index, the others keeping their order", () => {
    expect(ids(moveItem(list, "a", 2))).toEqual(["b", "c", "a"]);
    expect(ids(moveItem(list, "c", 0))).toEqual(["c", "a", "b"]);
    expect(ids(moveItem(list, "a", 1))).toEqual(["b", "a", "c"]);
  });

  it("up from the top or down from the bottom is no move", () => {
    expect(moveItem(list, "a", -1)).toEqual(list);
    expect(moveItem(list, "c", 3)).toEqual(list);
    expect(moveItem(list, "missing", 0)).toEqual(list);
  });

  it("keeps each item's id and settings with it", () => {
    const moved = moveItem([item("a", "hero", { heading: "Hi" }), item("b")], "a", 1);
    expect(moved[1]).toEqual(item("a", "hero", { heading: "Hi" }));
  });
});

describe("editing", () => {
  it("replaces only the item with that id", () => {
    const next = updateItem([item("a"), item("b")], "b", (b) => ({ ...b, settings: { x: 1 } }));
    expect(next).toEqual([item("a"), item("b", "hero", { x: 1 })]);
  });
});

describe("blocks follow the same rules inside their section", () => {
  it("adds, moves and removes a section's blocks up to the block limit", () => {
    const story = { ...item("story", "rich-text"), blocks: [item("heading-1", "heading")] };
    const withBlock = updateItem([story], "story", (section) => ({
      ...section,
      blocks: addItem(section.blocks, "paragraph", SECTION_LIMITS.blocks),
    }));
    expect(ids(withBlock[0]?.blocks ?? [])).toEqual(["heading-1", "paragraph-1"]);
    const moved = moveItem(withBlock[0]?.blocks ?? [], "paragraph-1", 0);
    expect(ids(moved)).toEqual(["paragraph-1", "heading-1"]);
    const full = Array.from({ length: SECTION_LIMITS.blocks }, (_, n) => item(`b${n}`, "heading"));
    expect(addItem(full, "paragraph", SECTION_LIMITS.blocks)).toEqual(full);
  });
});

describe("an item's name", () => {
  it("is its type's label and its heading, so two of a type are told apart", () => {
    expect(
      itemLabel(typeOf("hero"), item("a", "hero", { heading: "Spring drop" }), english.t),
    ).toBe("Hero: Spring drop");
    expect(itemLabel(typeOf("hero"), item("b", "hero"), english.t)).toBe("Hero");
  });

  it("is the first text when the heading is empty, defaults included", () => {
    expect(itemLabel(typeOf("image-with-text"), item("a", "image-with-text"), english.t)).toBe(
      "Image with text: Made to last",
    );
    expect(
      itemLabel(typeOf("newsletter"), item("n", "newsletter", { text: "Join us" }), english.t),
    ).toBe("Newsletter sign-up: Join us");
  });

  it("cuts a long text", () => {
    const label = itemLabel(
      typeOf("hero"),
      item("a", "hero", { heading: "y".repeat(100) }),
      english.t,
    );
    expect(label).toBe(`Hero: ${"y".repeat(39)}…`);
  });

  it("names a type the theme does not declare, and says so", () => {
    expect(itemLabel(undefined, item("x", "carousel"), english.t)).toBe(
      "carousel (not in this theme)",
    );
  });
});
