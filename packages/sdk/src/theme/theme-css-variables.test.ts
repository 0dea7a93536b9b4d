import type { ThemeSettings } from "@vitrine/contract";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_THEME_SETTINGS } from "./default-theme-settings";
import { fontStack, SYSTEM_FONT_STACK } from "./supported-fonts";
import { themeCssVariables } from "./theme-css-variables";

/** Variables for `settings`, with the warnings they raised. */
function derive(settings: unknown): { css: Record<string, string>; warnings: string[] } {
  const warnings: string[] = [];
  const css = themeCssVariables(settings, { onWarning: (message) => warnings.push(message) });
  return { css, warnings };
}

describe("themeCssVariables: layout", () => {
  it("page width in px becomes rem by dividing by 16", () => {
    expect(derive({ page_width: 1200 }).css["--vt-page-width"]).toBe("75rem");
    expect(derive({ page_width: 1366 }).css["--vt-page-width"]).toBe("85.375rem");
  });

  it("a page width of 1600 gives a 2rem side margin, any other width 0", () => {
    expect(derive({ page_width: 1600 }).css["--vt-page-side-margin"]).toBe("2rem");
    // A bare `0` cannot be added to a length in calc(), which would void the theme's gutters.
    expect(derive({ page_width: 1500 }).css["--vt-page-side-margin"]).toBe("0rem");
  });

  it("mobile section spacing is desktop ÷ 1.5", () => {
    const { css } = derive({ spacing_sections: 36 });
    expect(css["--vt-spacing-sections-desktop"]).toBe("36px");
    expect(css["--vt-spacing-sections-mobile"]).toBe("24px");
    expect(derive({ spacing_sections: 50 }).css["--vt-spacing-sections-mobile"]).toBe("33.3333px");
  });

  it("mobile grid spacing is half the desktop spacing, horizontally and vertically", () => {
    const { css } = derive({ spacing_grid_horizontal: 24, spacing_grid_vertical: 9 });
    expect(css["--vt-grid-horizontal-spacing-desktop"]).toBe("24px");
    expect(css["--vt-grid-horizontal-spacing-mobile"]).toBe("12px");
    expect(css["--vt-grid-vertical-spacing-desktop"]).toBe("9px");
    expect(css["--vt-grid-vertical-spacing-mobile"]).toBe("4.5px");
  });

  it("border radii and logo width are px", () => {
    const { css } = derive({
      button_border_radius: 40,
      input_border_radius: 0,
      image_border_radius: 12,
      logo_width: 180,
    });
    expect(css["--vt-button-border-radius"]).toBe("40px");
    expect(css["--vt-input-border-radius"]).toBe("0px");
    expect(css["--vt-image-border-radius"]).toBe("12px");
    expect(css["--vt-logo-width"]).toBe("180px");
  });
});

describe("themeCssVariables: typography", () => {
  it("a supported family is quoted before its fallback stack", () => {
    const { css, warnings } = derive({ body_font: "Playfair Display", heading_font: "Inter" });
    expect(css["--vt-body-font-family"]).toBe(`"Playfair Display", ${fontStack("serif")}`);
    expect(css["--vt-heading-font-family"]).toBe(`"Inter", ${SYSTEM_FONT_STACK}`);
    expect(warnings).toEqual([]);
  });

  it("a system family is its stack, starting with the unquoted keyword", () => {
    expect(derive({ body_font: "serif" }).css["--vt-body-font-family"]).toMatch(
      /^ui-serif, .*serif$/,
    );
    expect(derive({}).css["--vt-body-font-family"]).toBe(SYSTEM_FONT_STACK);
  });

  it("a family outside the supported list gets the system stack, with a warning", () => {
    const { css, warnings } = derive({ heading_font: "Comic Neue" });
    expect(css["--vt-heading-font-family"]).toBe(SYSTEM_FONT_STACK);
    expect(warnings).toEqual([expect.stringContaining('"Comic Neue" is not supported')]);
  });

  it("text transforms are passed through", () => {
    const { css } = derive({ body_text_transform: "none", heading_text_transform: "uppercase" });
    expect(css["--vt-body-text-transform"]).toBe("none");
    expect(css["--vt-heading-text-transform"]).toBe("uppercase");
  });

  it("a font name that could inject CSS falls back to the default, with a warning", () => {
    const { css, warnings } = derive({ body_font: 'Inter";}body{display:none}' });
    expect(css["--vt-body-font-family"]).toBe(SYSTEM_FONT_STACK);
    expect(warnings).toEqual([expect.stringContaining("body_font")]);
  });

  it("an unknown text transform falls back to none, with a warning", () => {
    const { css, warnings } = derive({ heading_text_transform: "shout" });
    expect(css["--vt-heading-text-transform"]).toBe("none");
    expect(warnings).toEqual([expect.stringContaining("heading_text_transform")]);
  });
});

describe("themeCssVariables: colours", () => {
  it("the product image background applies only when change_product_image_background is on", () => {
    expect(
      derive({ change_product_image_background: true, product_image_background: "#EEE" }).css[
        "--vt-product-image-background"
      ],
    ).toBe("#eeeeee");
    expect(
      derive({ change_product_image_background: false, product_image_background: "#EEE" }).css[
        "--vt-product-image-background"
      ],
    ).toBe("transparent");
  });

  it("the loading indicator colour defaults to #0D6ACF", () => {
    expect(derive({}).css["--vt-loading-indicator-color"]).toBe("#0d6acf");
    expect(derive({ loading_indicator_color: "tomato" }).css["--vt-loading-indicator-color"]).toBe(
      "#ff6347",
    );
  });

  it("each colour scheme gives its text, background and the two secondary colours", () => {
    const { css } = derive({
      color_schemes: [
        { id: "light", text_color: "#121212", background_color: "#FFFFFF" },
        { id: "dark", text_color: "#ffffff", background_color: "#121212" },
      ],
    });
    expect(css).toMatchObject({
      "--vt-scheme-light-text": "#121212",
      "--vt-scheme-light-background": "#ffffff",
      "--vt-scheme-light-secondary-background": "#f1f1f1",
      "--vt-scheme-dark-text": "#ffffff",
      "--vt-scheme-dark-background": "#121212",
    });
    expect(css["--vt-scheme-light-secondary-text"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(css["--vt-scheme-dark-secondary-background"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(css["--vt-scheme-dark-secondary-text"]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("each scheme writes the owner's accent, button, button text and border colours", () => {
    const { css, warnings } = derive({
      color_schemes: [
        {
          id: "sale",
          name: "Sale",
          text_color: "#121212",
          background_color: "#fff8e7",
          accent_color: "#0D6ACF",
          button_color: "#e63946",
          button_text_color: "#ffffff",
          border_color: "#f0c987",
        },
      ],
    });
    expect(css).toMatchObject({
      "--vt-scheme-sale-accent": "#0d6acf",
      "--vt-scheme-sale-button": "#e63946",
      "--vt-scheme-sale-button-text": "#ffffff",
      "--vt-scheme-sale-border": "#f0c987",
    });
    expect(css["--vt-scheme-sale-button-hover"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(warnings).toEqual([]);
  });

  it("a scheme saved with the spec's two colours only derives the others, silently", () => {
    const { css, warnings } = derive({
      color_schemes: [{ id: "old", text_color: "#121212", background_color: "#ffffff" }],
    });
    expect(css).toMatchObject({
      "--vt-scheme-old-accent": "#121212",
      "--vt-scheme-old-button": "#121212",
      "--vt-scheme-old-button-text": "#ffffff",
      "--vt-scheme-old-border": "#a2a2a2",
    });
    expect(warnings).toEqual([]);
  });

  it("an invalid optional scheme colour is derived as if absent, with a warning", () => {
    const { css, warnings } = derive({
      color_schemes: [
        { id: "x", text_color: "#121212", background_color: "#fff", button_color: "red;}" },
      ],
    });
    expect(css["--vt-scheme-x-button"]).toBe("#121212");
    expect(warnings).toEqual([expect.stringContaining("color_schemes[0].button_color")]);
  });

  it("random colours are numbered from 1", () => {
    const { css } = derive({ random_colors: ["red", "#00ff00"] });
    expect(css["--vt-random-color-1"]).toBe("#ff0000");
    expect(css["--vt-random-color-2"]).toBe("#00ff00");
    expect(css["--vt-random-color-3"]).toBeUndefined();
  });

  it("an invalid colour falls back to its default, with a warning", () => {
    const { css, warnings } = derive({ loading_indicator_color: "blurple" });
    expect(css["--vt-loading-indicator-color"]).toBe("#0d6acf");
    expect(warnings).toEqual([expect.stringContaining("loading_indicator_color")]);
  });

  it("an invalid scheme colour falls back to the default scheme's, with a warning", () => {
    const { css, warnings } = derive({
      color_schemes: [{ id: "x", text_color: "nope", background_color: "#000" }],
    });
    expect(css["--vt-scheme-x-text"]).toBe("#121212");
    expect(css["--vt-scheme-x-background"]).toBe("#000000");
    expect(warnings).toEqual([expect.stringContaining("color_schemes[0].text_color")]);
  });

  it("a scheme whose id cannot name a variable, or repeats one, is skipped with a warning", () => {
    const { css, warnings } = derive({
      color_schemes: [
        { id: "a;}b", text_color: "#000", background_color: "#fff" },
        { id: "ok", text_color: "#000", background_color: "#fff" },
        { id: "ok", text_color: "#fff", background_color: "#000" },
      ],
    });
    expect(Object.keys(css).filter((name) => name.startsWith("--vt-scheme-"))).toEqual([
      "--vt-scheme-ok-text",
      "--vt-scheme-ok-background",
      "--vt-scheme-ok-secondary-background",
      "--vt-scheme-ok-secondary-text",
      "--vt-scheme-ok-accent",
      "--vt-scheme-ok-button",
      "--vt-scheme-ok-button-text",
      "--vt-scheme-ok-button-hover",
      "--vt-scheme-ok-border",
    ]);
    expect(css["--vt-scheme-ok-text"]).toBe("#000000");
    expect(warnings).toHaveLength(2);
  });

  it("an invalid random colour takes the default palette's colour at its position", () => {
    const { css, warnings } = derive({ random_colors: ["#123456", "bogus"] });
    expect(css["--vt-random-color-1"]).toBe("#123456");
    expect(css["--vt-random-color-2"]).toBe(DEFAULT_THEME_SETTINGS.random_colors[1]);
    expect(warnings).toHaveLength(1);
  });
});

describe("themeCssVariables: fallbacks", () => {
  it("missing settings take the documented defaults silently", () => {
    const { css, warnings } = derive({});
    expect(warnings).toEqual([]);
    expect(css["--vt-page-width"]).toBe(`${DEFAULT_THEME_SETTINGS.page_width / 16}rem`);
    expect(css["--vt-scheme-scheme-1-background"]).toBe("#ffffff");
    expect(css["--vt-random-color-1"]).toBe(DEFAULT_THEME_SETTINGS.random_colors[0]);
  });

  it("the defaults themselves give the same variables as no settings, without warnings", () => {
    expect(derive(DEFAULT_THEME_SETTINGS)).toEqual(derive({}));
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["below the range", -10],
    ["above the range", 100_000],
    ["a string", "1200px"],
  ])("a page width that is %s falls back to the default, with a warning", (_, value) => {
    const { css, warnings } = derive({ page_width: value });
    expect(css["--vt-page-width"]).toBe("75rem");
    expect(warnings).toEqual([expect.stringContaining("page_width")]);
  });

  it("input that is not an object gives every default, with a warning", () => {
    const { css, warnings } = derive("page_width=1600");
    expect(css).toEqual(derive({}).css);
    expect(warnings).toHaveLength(1);
  });

  it("no NaN, undefined or injected text ever reaches a value, whatever the input", () => {
    const hostile: Record<keyof ThemeSettings, unknown> = {
      body_font: "x}",
      body_text_transform: 1,
      heading_font: { toString: () => "Inter" },
      heading_text_transform: null,
      page_width: Number.NaN,
      spacing_sections: "12",
      spacing_grid_horizontal: -1,
      spacing_grid_vertical: Number.NEGATIVE_INFINITY,
      logo_width: undefined,
      button_border_radius: [],
      input_border_radius: {},
      image_border_radius: true,
      change_product_image_background: "yes",
      product_image_background: "red;}",
      loading_indicator_color: "expression(alert(1))",
      random_colors: "red",
      color_schemes: [null, 3, { id: "s", text_color: "</style>", background_color: undefined }],
      home_sections: "}</style>",
      templates: { product: "}</style>" },
    };
    const { css } = derive(hostile);
    for (const value of Object.values(css)) {
      expect(value).not.toMatch(/NaN|undefined|null|Infinity|[;{}<>]/);
    }
  });

  it("without onWarning, warnings go to console.warn outside production", () => {
    vi.stubEnv("NODE_ENV", "development");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      themeCssVariables({ logo_width: -5 });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("logo_width"));
    } finally {
      warn.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
