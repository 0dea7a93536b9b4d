import { cleanup, fireEvent, screen } from "@testing-library/react";
import { DEFAULT_THEME_SECTIONS, type ThemeSettings } from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInEnglish } from "./render-in-english";
import { examplePath, TemplatePicker, templateNames } from "./template-picker";

afterEach(cleanup);

describe("the templates offered", () => {
  it("are the home page, every page the theme arranges, then the shop's alternatives", () => {
    const names = templateNames(DEFAULT_THEME_SECTIONS, {
      templates: { "product.preorder": [], product: [] },
    });
    expect(names.slice(0, 3)).toEqual(["home", "product", "collection"]);
    expect(names.at(-1)).toBe("product.preorder");
    expect(templateNames({ types: [], home: [] }, {})).toEqual([]);
  });

  it("take the frame to a page of their type", () => {
    expect(examplePath("product", "prod_1")).toBe("/products/prod_1");
    expect(examplePath("cart", undefined)).toBe("/cart");
    expect(examplePath("home", undefined)).toBe("/");
  });
});

describe("the template picker", () => {
  function Page({ onNavigate }: { onNavigate: (path: string) => void }) {
    const [settings, setSettings] = useState(
      structuredClone(DEFAULT_THEME_SETTINGS) as ThemeSettings,
    );
    return (
      <>
        <TemplatePicker
          schema={DEFAULT_THEME_SECTIONS}
          settings={settings}
          onChange={setSettings}
          onNavigate={onNavigate}
        />
        <output data-testid="templates">{JSON.stringify(settings.templates ?? {})}</output>
      </>
    );
  }

  it("arranges the chosen page's template and creates an alternative from it", () => {
    const onNavigate = vi.fn();
    renderInEnglish(<Page onNavigate={onNavigate} />);
    fireEvent.change(screen.getByLabelText("Page"), { target: { value: "product" } });
    expect(onNavigate).toHaveBeenLastCalledWith("/products");
    expect(screen.getByRole("heading", { name: "Product page" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("New section"), { target: { value: "rich-text" } });
    fireEvent.click(screen.getByRole("button", { name: "Add section" }));
    expect(JSON.parse(screen.getByTestId("templates").textContent ?? "")).toEqual({
      product: [
        { id: "main", type: "main-product", settings: {} },
        { id: "rich-text-1", type: "rich-text", settings: {} },
      ],
    });

    fireEvent.change(screen.getByLabelText("Create template: product."), {
      target: { value: "preorder" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create template" }));
    const saved = JSON.parse(screen.getByTestId("templates").textContent ?? "");
    expect(saved["product.preorder"]).toEqual(saved.product);
    expect(screen.getByRole("heading", { name: "Product page · preorder" })).toBeTruthy();
  });

  it("refuses a name the shop would refuse", () => {
    renderInEnglish(<Page onNavigate={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("Page"), { target: { value: "collection" } });
    fireEvent.change(screen.getByLabelText("Create template: collection."), {
      target: { value: "Big Sale" },
    });
    expect(
      (screen.getByRole("button", { name: "Create template" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
