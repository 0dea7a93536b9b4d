import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import {
  DEFAULT_THEME_SECTIONS,
  type HomeSection,
  SECTION_LIMITS,
  type ThemeSectionsSchema,
  templateSectionTypes,
} from "@vitrine/contract";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInEnglish } from "./render-in-english";
import { SectionsEditor } from "./sections-editor";
import { CollectionOptions } from "./setting-control";

afterEach(cleanup);

const HOME_TYPES = templateSectionTypes(DEFAULT_THEME_SECTIONS, "home");

/** The editor as the page holds it: each change becomes the value shown, and is recorded. */
function edit(
  value: readonly HomeSection[] = DEFAULT_THEME_SECTIONS.home,
  sections: ThemeSectionsSchema = DEFAULT_THEME_SECTIONS,
) {
  const onChange = vi.fn<(next: HomeSection[]) => void>();
  function Page() {
    const [current, setCurrent] = useState(value);
    return (
      <SectionsEditor
        types={templateSectionTypes(sections, "home")}
        value={current}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
      />
    );
  }
  renderInEnglish(<Page />);
  const latest = () => onChange.mock.lastCall?.[0] ?? [];
  return { onChange, latest, ids: () => latest().map((section) => section.id) };
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const announced = () => screen.getByRole("status").textContent;
const sectionNames = () =>
  within(screen.getByRole("list", { name: "Sections" }))
    .getAllByRole("button", { expanded: false })
    .map((each) => each.textContent);

describe("the home page's sections, listed", () => {
  it("names each section by its type and its heading, in the page's order", () => {
    edit();
    expect(screen.getByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(sectionNames()).toEqual(["Hero", "Product grid", "Featured collection", "Social feed"]);
    cleanup();
    edit([
      { id: "a", type: "hero", settings: { heading: "Spring drop" } },
      { id: "b", type: "hero", settings: {} },
    ]);
    expect(button("Remove Hero: Spring drop")).toBeTruthy();
    expect(button("Remove Hero")).toBeTruthy();
  });
});

describe("moving a section with the keyboard", () => {
  it("Move down moves it, keeps the focus on the button and says where it went", () => {
    const { ids } = edit();
    const down = button("Move Hero down");
    down.focus();
    fireEvent.click(down);
    expect(ids()).toEqual(["new-arrivals", "hero", "featured-collection", "instagram"]);
    expect(announced()).toBe("Hero moved to position 2 of 4");
    expect(document.activeElement).toBe(button("Move Hero down"));
  });

  it("Move up at the top and Move down at the bottom are disabled", () => {
    edit();
    expect(button("Move Hero up").disabled).toBe(true);
    expect(button("Move Social feed down").disabled).toBe(true);
  });

  it("moved to the top, the focus goes to Move down, as Move up is now disabled", () => {
    const { ids } = edit();
    fireEvent.click(button("Move Product grid up"));
    expect(ids()[0]).toBe("new-arrivals");
    expect(document.activeElement).toBe(button("Move Product grid down"));
    expect(announced()).toBe("Product grid moved to position 1 of 4");
  });
});

describe("moving a section by drag and drop", () => {
  it("a row dropped on another takes its place", () => {
    const { ids } = edit();
    const row = (name: string) => button(name).closest("li") as HTMLElement;
    const dataTransfer = { setData: vi.fn(), effectAllowed: "", dropEffect: "" };
    const dragged = button("Hero").parentElement as HTMLElement;
    fireEvent.dragStart(dragged, { dataTransfer });
    fireEvent.dragOver(row("Featured collection"), { dataTransfer });
    expect(row("Featured collection").className).toContain("vc-item--drop-after");
    fireEvent.drop(row("Featured collection"), { dataTransfer });
    fireEvent.dragEnd(dragged, { dataTransfer });
    expect(ids()).toEqual(["new-arrivals", "featured-collection", "hero", "instagram"]);
    expect(announced()).toBe("Hero moved to position 3 of 4");
    expect(document.activeElement).toBe(button("Hero"));
  });
});

describe("adding and removing sections", () => {
  it("adds the chosen type at the end with a new id, opens it and says so", () => {
    const { latest } = edit();
    fireEvent.change(screen.getByLabelText("New section"), { target: { value: "hero" } });
    fireEvent.click(button("Add section"));
    expect(latest().at(-1)).toEqual({ id: "hero-1", type: "hero", settings: {} });
    expect(announced()).toBe("Hero added as section 5 of 5");
    const added = screen.getAllByRole("button", { name: "Hero" }).at(-1);
    expect(added?.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(added);
  });

  it("after the live theme changes, a type it no longer has is never added", () => {
    const onChange = vi.fn<(next: HomeSection[]) => void>();
    const { rerender } = renderInEnglish(
      <SectionsEditor types={HOME_TYPES} value={[]} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText("New section"), { target: { value: "newsletter" } });
    const [hero] = DEFAULT_THEME_SECTIONS.types;
    rerender(<SectionsEditor types={hero ? [hero] : []} value={[]} onChange={onChange} />);
    fireEvent.click(button("Add section"));
    expect(onChange).toHaveBeenLastCalledWith([{ id: "hero-1", type: "hero", settings: {} }]);
  });

  it(`at ${SECTION_LIMITS.sections} sections, the add control is disabled with a sentence`, () => {
    const full = Array.from({ length: SECTION_LIMITS.sections }, (_, n) => ({
      id: `s${n}`,
      type: "newsletter",
      settings: {},
    }));
    edit(full);
    const add = button("Add section");
    expect(add.disabled).toBe(true);
    const sentence = document.getElementById(add.getAttribute("aria-describedby") ?? "");
    expect(sentence?.textContent).toMatch(/at most 25 sections/);
  });

  it("Remove takes the section out, says so and puts the focus on the next one", () => {
    const { ids } = edit();
    fireEvent.click(button("Remove Product grid"));
    expect(ids()).toEqual(["hero", "featured-collection", "instagram"]);
    expect(announced()).toBe("Product grid removed");
    expect(document.activeElement).toBe(button("Featured collection"));
  });
});

describe("editing a section", () => {
  it("opening a section shows its settings with the defaults; a change writes into it", () => {
    const { latest } = edit();
    const hero = button("Hero");
    fireEvent.click(hero);
    expect(hero.getAttribute("aria-expanded")).toBe("true");
    const settings = screen.getByRole("group", { name: "Hero" });
    expect((within(settings).getByLabelText("Colour scheme") as HTMLSelectElement).value).toBe(
      "scheme-2",
    );
    fireEvent.change(within(settings).getByRole("textbox", { name: "Heading" }), {
      target: { value: "Spring drop" },
    });
    expect(latest()[0]).toEqual({ id: "hero", type: "hero", settings: { heading: "Spring drop" } });
    expect(button("Hero: Spring drop").getAttribute("aria-expanded")).toBe("true");
  });

  it("a collection setting offers the shop's collections, or says they could not be loaded", () => {
    const collection = [{ id: "f", type: "featured-collection", settings: {} }];
    renderInEnglish(
      <CollectionOptions.Provider value={[{ value: "c1", label: "Spring" }]}>
        <SectionsEditor types={HOME_TYPES} value={collection} onChange={vi.fn()} />
      </CollectionOptions.Provider>,
    );
    fireEvent.click(button("Featured collection"));
    expect(screen.getByRole("option", { name: "Spring" })).toBeTruthy();
    cleanup();
    renderInEnglish(
      <CollectionOptions.Provider value="failed">
        <SectionsEditor types={HOME_TYPES} value={collection} onChange={vi.fn()} />
      </CollectionOptions.Provider>,
    );
    fireEvent.click(button("Featured collection"));
    expect(screen.getByRole("option", { name: "Collections could not be loaded" })).toBeTruthy();
  });

  it("a section of a type the theme does not have can only be removed", () => {
    edit([{ id: "x", type: "carousel", settings: {} }]);
    fireEvent.click(button("carousel (not in this theme)"));
    expect(screen.getByText(/has no such section/)).toBeTruthy();
    expect(button("Remove carousel (not in this theme)")).toBeTruthy();
  });
});

describe("a section's blocks", () => {
  const story: HomeSection = {
    id: "story",
    type: "rich-text",
    settings: {},
    blocks: [
      { id: "h", type: "heading", settings: {} },
      { id: "p", type: "paragraph", settings: { text: "Made by hand" } },
    ],
  };
  const blocksOf = (latest: () => HomeSection[]) =>
    latest()[0]?.blocks?.map((block) => [block.id, block.type, block.settings]);

  it("are listed, added, moved, edited and removed inside their open section", () => {
    const { latest } = edit([story]);
    fireEvent.click(button("Rich text"));
    const blocks = screen.getByRole("list", { name: "Blocks of Rich text" });
    expect(within(blocks).getAllByRole("listitem")).toHaveLength(2);

    fireEvent.click(button("Move Paragraph: Made by hand up"));
    expect(blocksOf(latest)?.map(([id]) => id)).toEqual(["p", "h"]);
    expect(announced()).toBe("Paragraph: Made by hand moved to position 1 of 2");

    fireEvent.change(screen.getByLabelText("New block"), { target: { value: "button" } });
    fireEvent.click(button("Add block"));
    expect(blocksOf(latest)?.at(-1)).toEqual(["button-1", "button", {}]);

    fireEvent.change(screen.getByRole("textbox", { name: "Label" }), {
      target: { value: "See all" },
    });
    expect(blocksOf(latest)?.at(-1)).toEqual(["button-1", "button", { label: "See all" }]);

    fireEvent.click(button("Remove Heading: Tell your story"));
    expect(blocksOf(latest)?.map(([id]) => id)).toEqual(["p", "button-1"]);
    expect(latest()[0]?.settings).toEqual({});
  });

  it(`at ${SECTION_LIMITS.blocks} blocks, the add control is disabled with a sentence`, () => {
    const blocks = Array.from({ length: SECTION_LIMITS.blocks }, (_, n) => ({
      id: `b${n}`,
      type: "paragraph",
      settings: {},
    }));
    edit([{ ...story, blocks }]);
    fireEvent.click(button("Rich text"));
    expect(button("Add block").disabled).toBe(true);
    expect(screen.getByText(/at most 50 blocks/)).toBeTruthy();
  });

  it("a section type without blocks has no blocks list", () => {
    edit();
    fireEvent.click(button("Hero"));
    expect(screen.queryByRole("button", { name: "Add block" })).toBeNull();
  });
});

describe("a page's main section", () => {
  it("moves like any section but has no Remove and is not offered again", () => {
    renderInEnglish(
      <SectionsEditor
        types={templateSectionTypes(DEFAULT_THEME_SECTIONS, "product")}
        main="main-product"
        value={[
          { id: "note", type: "rich-text", settings: {} },
          { id: "main", type: "main-product", settings: {} },
        ]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole("button", { name: /^Remove/ })).toHaveLength(1);
    expect(
      (screen.getByRole("button", { name: "Move Product information up" }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    const offered = within(screen.getByLabelText("New section"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(offered).toContain("Rich text");
    expect(offered).not.toContain("Product information");
  });
});
