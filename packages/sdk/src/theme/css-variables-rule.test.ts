import { describe, expect, it } from "vitest";
import { cssVariablesRule } from "./css-variables-rule";
import { themeCssVariables } from "./theme-css-variables";

describe("cssVariablesRule", () => {
  it("declares every variable on :root by default", () => {
    expect(cssVariablesRule({ "--vt-page-width": "75rem", "--vt-page-side-margin": "0" })).toBe(
      ":root{--vt-page-width:75rem;--vt-page-side-margin:0}",
    );
  });

  it("declares them on the given selector", () => {
    expect(cssVariablesRule({ "--vt-logo-width": "120px" }, ".preview")).toBe(
      ".preview{--vt-logo-width:120px}",
    );
  });

  it("accepts everything themeCssVariables writes", () => {
    const rule = cssVariablesRule(
      themeCssVariables({ body_font: "Playfair Display" }, { onWarning: () => {} }),
    );
    expect(rule).toContain('--vt-body-font-family:"Playfair Display", ui-serif,');
  });

  it("refuses a value that could end the rule or the style element", () => {
    expect(() => cssVariablesRule({ "--vt-x": "red;}body{display:none" })).toThrow(TypeError);
    expect(() => cssVariablesRule({ "--vt-x": "</style><script>" })).toThrow(TypeError);
  });

  it("refuses a name that is not a custom property, and an unsafe selector", () => {
    expect(() => cssVariablesRule({ color: "red" })).toThrow(TypeError);
    expect(() => cssVariablesRule({ "--vt-x": "0" }, "a{}b")).toThrow(TypeError);
  });
});
