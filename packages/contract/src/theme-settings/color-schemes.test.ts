import { describe, expect, it } from "vitest";
import type { ColorScheme } from "../types/shop";
import { BASE_SETTINGS_SCHEMA } from "./base-settings-schema";
import { COLOR_SCHEME_LIMITS, colorSchemesProblems, schemeOrFirst } from "./color-schemes";
import { settingValueProblem } from "./setting-value";
import { settingDefinitionsProblems } from "./settings-schema-problems";
import { settingsValuesProblems } from "./settings-values";

const FIELD = "settings.color_schemes";

function scheme(id: string, extra: Partial<ColorScheme> = {}): ColorScheme {
  return { id, name: `Scheme ${id}`, text_color: "#121212", background_color: "#ffffff", ...extra };
}

describe("colorSchemesProblems", () => {
  it("a scheme of the spec's two colours, saved before the others existed, is fine", () => {
    expect(
      colorSchemesProblems([{ id: "s1", text_color: "#000", background_color: "#fff" }], FIELD),
    ).toEqual([]);
  });

  it("a scheme with its name and all six colours is fine", () => {
    const full = scheme("sale", {
      accent_color: "#0d6acf",
      button_color: "#E63946",
      button_text_color: "#fff",
      border_color: "#f0c987",
    });
    expect(colorSchemesProblems([full], FIELD)).toEqual([]);
  });

  it("every colour must be #rrggbb or #rgb", () => {
    expect(
      colorSchemesProblems([scheme("a", { button_color: "red", border_color: "#12345" })], FIELD),
    ).toEqual([
      { field: `${FIELD}[0].button_color`, message: "must be a colour like #1a2b3c" },
      { field: `${FIELD}[0].border_color`, message: "must be a colour like #1a2b3c" },
    ]);
  });

  it("text and background are required; the other colours are not", () => {
    const { text_color: _, ...noText } = scheme("a");
    expect(colorSchemesProblems([noText], FIELD)).toEqual([
      { field: `${FIELD}[0].text_color`, message: "must be a colour like #1a2b3c" },
    ]);
  });

  it(`a name is text of at most ${COLOR_SCHEME_LIMITS.nameLength} characters`, () => {
    const most = COLOR_SCHEME_LIMITS.nameLength;
    expect(colorSchemesProblems([scheme("a", { name: "x".repeat(most) })], FIELD)).toEqual([]);
    for (const name of ["x".repeat(most + 1), 7]) {
      expect(colorSchemesProblems([{ ...scheme("a"), name } as ColorScheme], FIELD)).toEqual([
        { field: `${FIELD}[0].name`, message: `must be text of at most ${most} characters` },
      ]);
    }
  });

  it("ids are unique and can name a CSS variable", () => {
    expect(colorSchemesProblems([scheme("a"), scheme("a"), scheme("a;}")], FIELD)).toEqual([
      { field: `${FIELD}[1].id`, message: '"a" is used twice' },
      { field: `${FIELD}[2].id`, message: "must be letters, digits, - or _" },
    ]);
  });

  it(`holds at least one scheme and at most ${COLOR_SCHEME_LIMITS.schemes}`, () => {
    const most = COLOR_SCHEME_LIMITS.schemes;
    const many = Array.from({ length: most + 1 }, (_, index) => scheme(`s${index}`));
    expect(colorSchemesProblems(many.slice(0, most), FIELD)).toEqual([]);
    expect(colorSchemesProblems(many, FIELD)).toEqual([
      { field: FIELD, message: `must be a list of at most ${most} colour schemes` },
    ]);
    expect(colorSchemesProblems([], FIELD)).toEqual([
      { field: FIELD, message: "must hold at least one colour scheme" },
    ]);
  });

  it("a field a scheme does not have is refused", () => {
    expect(colorSchemesProblems([{ ...scheme("a"), shadow: "#000" }], FIELD)).toEqual([
      { field: `${FIELD}[0].shadow`, message: "is not a scheme field" },
    ]);
  });

  it("is what a save of the settings checks", () => {
    expect(settingsValuesProblems(BASE_SETTINGS_SCHEMA, { color_schemes: [] })).toEqual([
      { field: FIELD, message: "must hold at least one colour scheme" },
    ]);
  });
});

describe("a colour scheme setting", () => {
  const setting = {
    type: "color_scheme",
    id: "color_scheme",
    label: "Colour scheme",
    default: "scheme-1",
  } as const;

  it("holds a scheme's id, even one the shop no longer has", () => {
    expect(settingValueProblem(setting, "scheme-9")).toBeNull();
    expect(settingValueProblem(setting, "a b")).toBe("must be a colour scheme's id");
    expect(settingValueProblem(setting, 2)).toBe("must be a colour scheme's id");
  });

  it("is a type a theme may declare, with a scheme id as its default", () => {
    expect(settingDefinitionsProblems([setting], "settings")).toEqual([]);
    expect(settingDefinitionsProblems([{ ...setting, default: "" }], "settings")).toEqual([
      { field: "settings[0].default", message: "must be a colour scheme's id" },
    ]);
  });

  it("shows a scheme the shop no longer has as the shop's first", () => {
    const schemes = [scheme("light"), scheme("dark")];
    expect(schemeOrFirst(schemes, "dark")?.id).toBe("dark");
    expect(schemeOrFirst(schemes, "removed")?.id).toBe("light");
    expect(schemeOrFirst([], "dark")).toBeUndefined();
  });
});
