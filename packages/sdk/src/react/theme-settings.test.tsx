// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import type { SettingsGroup, ThemeSettings } from "@vitrine/contract";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { testStorefront } from "../testing/test-storefront";
import { defineTheme } from "./define-theme";
import { StorefrontProvider } from "./storefront-context";
import { ThemeSettingsSchemaProvider, useThemeSetting, useThemeSettings } from "./theme-settings";

afterEach(cleanup);

const hero: SettingsGroup = {
  id: "hero",
  label: "Hero",
  settings: [
    { type: "text", id: "hero_heading", label: "Heading", default: "Welcome" },
    {
      type: "range",
      id: "hero_height",
      label: "Height",
      min: 200,
      max: 800,
      step: 10,
      default: 400,
    },
  ],
};

function wrapperFor(storefront = testStorefront(), own: SettingsGroup[] = [hero]) {
  return ({ children }: { children: ReactNode }) => (
    <StorefrontProvider storefront={storefront}>
      <ThemeSettingsSchemaProvider settings={own}>{children}</ThemeSettingsSchemaProvider>
    </StorefrontProvider>
  );
}

function saving(settings: Record<string, unknown>) {
  const storefront = testStorefront();
  storefront.stores.shop.updateThemeSettings(settings as Partial<ThemeSettings>);
  return storefront;
}

describe("a theme's settings in its components", () => {
  it("a setting the shop has not saved is its schema default", () => {
    const { result } = renderHook(() => useThemeSetting("hero_heading"), { wrapper: wrapperFor() });
    expect(result.current).toBe("Welcome");
  });

  it("a saved value is what the component gets", () => {
    const { result } = renderHook(() => useThemeSetting("hero_height"), {
      wrapper: wrapperFor(saving({ hero_height: 520 })),
    });
    expect(result.current).toBe(520);
  });

  it("a saved value its setting no longer allows is the default again", () => {
    const { result } = renderHook(() => useThemeSetting("hero_height"), {
      wrapper: wrapperFor(saving({ hero_height: 2000 })),
    });
    expect(result.current).toBe(400);
  });

  it("the spec's settings are there for every theme, with the shop's values", () => {
    const storefront = testStorefront();
    const { result } = renderHook(() => useThemeSettings(), {
      wrapper: wrapperFor(storefront, []),
    });
    expect(result.current.page_width).toBe(
      storefront.stores.shop.state.shop?.theme.settings.page_width,
    );
    expect(result.current).not.toHaveProperty("hero_heading");
  });

  it("an id the theme does not declare throws, naming the ids it has", () => {
    expect(() =>
      renderHook(() => useThemeSetting("hero_haeding"), { wrapper: wrapperFor() }),
    ).toThrow('"hero_haeding" is not a setting of this theme');
  });

  // valtio notifies subscribers after the current task, hence the async `act`.
  it("a change from the customizer re-renders the component", async () => {
    const storefront = testStorefront();
    function Heading() {
      return <h1>{useThemeSetting<string>("hero_heading")}</h1>;
    }
    render(<Heading />, { wrapper: wrapperFor(storefront) });
    await act(async () =>
      storefront.stores.shop.updateThemeSettings({ hero_heading: "Autumn drop" } as never),
    );
    expect(screen.getByRole("heading").textContent).toBe("Autumn drop");
  });

  it("a theme's pages read its own settings without a provider of their own", () => {
    function Home() {
      return <h1>{useThemeSetting<string>("hero_heading")}</h1>;
    }
    const theme = defineTheme({ handle: "heroic", pages: { home: Home }, settings: [hero] });
    const Page = theme.pages.home as (props: object) => ReactNode;
    render(
      <StorefrontProvider storefront={testStorefront()}>
        <Page />
      </StorefrontProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Welcome");
  });
});
