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

describe("SectionList of a template", () => {
  const withTemplates: ThemeSectionsSchema = {
    ...schema,
    types: [...schema.types, { type: "main-product", label: "Product", settings: [] }],
    templates: {
      product: {
        main: "main-product",
        sections: ["banner", "main-product"],
        default: [{ id: "main", type: "main-product", settings: {} }],
      },
    },
  };
  const renderTemplate = (template: string, templates: ThemeSettings["templates"]) => {
    const storefront = testStorefront();
    storefront.stores.shop.updateThemeSettings({ templates } as Partial<ThemeSettings>);
    render(
      <StorefrontProvider storefront={storefront}>
        <SectionList
          schema={withTemplates}
          template={template}
          components={{ banner: Banner }}
          main={({ position }) => <h2>{`${position}: the product`}</h2>}
        />
      </StorefrontProvider>,
    );
  };
  const arranged: ThemeSettings["templates"] = {
    product: [
      { id: "above", type: "banner", settings: { heading: "Above" } },
      { id: "main", type: "main-product", settings: {} },
    ],
    "product.preorder": [
      { id: "main", type: "main-product", settings: {} },
      { id: "below", type: "banner", settings: { heading: "Ships in May" } },
    ],
  };

  it("shows the page's own content by `main`, where the owner placed it", () => {
    renderTemplate("product", arranged);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual([
      "0: Above",
      "1: the product",
    ]);
  });

  it("shows a product's alternative, named on its wrappers, and the page type's for an unknown one", () => {
    renderTemplate("product.preorder", arranged);
    const [first, second] = screen.getAllByRole("heading");
    expect(second?.textContent).toBe("1: Ships in May");
    expect(first?.parentElement?.dataset).toMatchObject({
      vtSection: "main",
      vtSectionType: "main-product",
      vtTemplate: "product.preorder",
    });
    cleanup();
    renderTemplate("product.gone", arranged);
    expect(screen.getAllByRole("heading")[0]?.parentElement?.dataset.vtTemplate).toBe("product");
  });
});
