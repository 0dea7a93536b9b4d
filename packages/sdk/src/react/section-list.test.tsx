// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { HomeSection, ThemeSectionsSchema, ThemeSettings } from "@vitrine/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testStorefront } from "../testing/test-storefront";
import { SectionList, type SectionProps } from "./section-list";
import { StorefrontProvider } from "./storefront-context";

afterEach(cleanup);

const schema: ThemeSectionsSchema = {
  types: [
    {
      type: "banner",
      label: "Banner",
      settings: [{ type: "text", id: "heading", label: "Heading", default: "Welcome" }],
    },
    { type: "note", label: "Note", settings: [] },
  ],
  home: [{ id: "top", type: "banner", settings: {} }],
};

function Banner({ section, position }: SectionProps) {
  return <h2>{`${position}: ${section.settings.heading}`}</h2>;
}

const renderWith = (home_sections: HomeSection[] | undefined) => {
  const storefront = testStorefront();
  storefront.stores.shop.updateThemeSettings({ home_sections } as Partial<ThemeSettings>);
  render(
    <StorefrontProvider storefront={storefront}>
      <SectionList schema={schema} components={{ banner: Banner }} />
    </StorefrontProvider>,
  );
};

describe("SectionList", () => {
  it("shows the theme's default home page until the owner arranges one", () => {
    renderWith(undefined);
    expect(screen.getByRole("heading").textContent).toBe("0: Welcome");
  });

  it("shows the owner's sections in order, with their values, leaving out a type without a component", () => {
    renderWith([
      { id: "a", type: "note", settings: {} },
      { id: "b", type: "banner", settings: { heading: "Spring" } },
      { id: "c", type: "carousel", settings: {} },
      { id: "d", type: "banner", settings: {} },
    ]);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual([
      "0: Spring",
      "1: Welcome",
    ]);
  });
});

describe("SectionList's wrappers", () => {
  it("wraps each section in a box-less element naming its id, type and template", () => {
    renderWith([{ id: "b", type: "banner", settings: {} }]);
    const wrapper = screen.getByRole("heading").parentElement;
    expect(wrapper?.dataset).toMatchObject({
      vtSection: "b",
      vtSectionType: "banner",
      vtTemplate: "home",
    });
    expect(wrapper?.style.display).toBe("contents");
  });
});
