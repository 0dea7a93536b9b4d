import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import {
  COLOR_SCHEME_LIMITS,
  type ColorScheme,
  DEFAULT_THEME_SECTIONS,
  type ThemeSettings,
} from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ColorSchemesPanel } from "./color-schemes-panel";
import { renderInEnglish } from "./render-in-english";
import { SchemeOptions, SettingControl } from "./setting-control";

afterEach(cleanup);

const light: ColorScheme = {
  id: "scheme-1",
  text_color: "#121212",
  background_color: "#ffffff",
};
const dark: ColorScheme = {
  id: "scheme-2",
  name: "Dark",
  text_color: "#ffffff",
  background_color: "#121212",
};

function panel(overrides: Partial<ThemeSettings> = {}, answer = true) {
  const onChange = vi.fn<(settings: ThemeSettings) => void>();
  const confirm = vi.fn((_message: string) => answer);
  const settings = { ...DEFAULT_THEME_SETTINGS, color_schemes: [light, dark], ...overrides };
  renderInEnglish(
    <ColorSchemesPanel
      settings={settings}
      sections={DEFAULT_THEME_SECTIONS}
      onChange={onChange}
      confirm={confirm}
    />,
  );
  const group = screen.getByRole("group", { name: "Colour schemes" });
  const changed = () => onChange.mock.lastCall?.[0] as ThemeSettings;
  return { group, changed, onChange, confirm };
}

describe("the colour schemes panel", () => {
  it("names each scheme's six colours by the scheme, 'Scheme {n}' until the owner names it", () => {
    const { group } = panel();
    for (const name of ["Scheme 1", "Dark"]) {
      for (const colour of ["background", "text", "accent", "button", "button text", "border"]) {
        expect(within(group).getByLabelText(`${name} ${colour}`)).toBeTruthy();
      }
    }
  });

  it("shows a colour the owner left out as the one derived: a button is the text colour", () => {
    const { group } = panel();
    expect(within(group).getByLabelText<HTMLInputElement>("Dark button").value).toBe("#ffffff");
    expect(within(group).getByLabelText<HTMLInputElement>("Dark button text").value).toBe(
      "#121212",
    );
  });

  it("sets a colour on its scheme only", () => {
    const { group, changed } = panel();
    fireEvent.input(within(group).getByLabelText("Dark button"), {
      target: { value: "#e63946" },
    });
    expect(changed().color_schemes).toEqual([light, { ...dark, button_color: "#e63946" }]);
  });

  it("renames a scheme", () => {
    const { group, changed } = panel();
    fireEvent.change(within(group).getByRole("textbox", { name: "Scheme 1 name" }), {
      target: { value: "Sale" },
    });
    expect(changed().color_schemes[0]).toEqual({ ...light, name: "Sale" });
  });

  it("previews each scheme in a swatch", () => {
    const { group } = panel();
    expect(within(group).getByRole("img", { name: "Preview of Dark" })).toBeTruthy();
  });

  it("hints when text or a button's label is below WCAG AA's 4.5:1 on its background", () => {
    const { group } = panel({
      color_schemes: [{ ...light, text_color: "#777777", button_text_color: "#ffffff" }],
    });
    const hints = within(group)
      .getAllByRole("listitem")
      .flatMap((item) => item.textContent);
    expect(hints).toContain("Text on the background: 4.4:1, below the 4.5:1 WCAG AA asks for.");
    expect(hints.some((hint) => hint?.startsWith("Button text on the button"))).toBe(true);
    expect(within(group).getByLabelText("Scheme 1 text").getAttribute("aria-describedby")).toBe(
      "vc-scheme-scheme-1-hints",
    );
  });

  it("gives no hint for schemes that read well", () => {
    const { group } = panel();
    expect(within(group).queryByText(/WCAG AA/)).toBeNull();
  });

  it("adds a scheme at the end, under a new id", () => {
    const { group, changed } = panel();
    fireEvent.click(within(group).getByRole("button", { name: "Add a colour scheme" }));
    expect(changed().color_schemes.at(-1)).toMatchObject({ id: "scheme-3", name: "Scheme 3" });
  });

  it(`adds none past ${COLOR_SCHEME_LIMITS.schemes}, and says why`, () => {
    const full = Array.from({ length: COLOR_SCHEME_LIMITS.schemes }, (_, index) => ({
      ...light,
      id: `scheme-${index + 1}`,
    }));
    const { group } = panel({ color_schemes: full });
    const add = within(group).getByRole("button", { name: "Add a colour scheme" });
    expect(add).toHaveProperty("disabled", true);
    expect(within(group).getByText(/at most 20 colour schemes/)).toBeTruthy();
  });

  it("duplicates a scheme right after it", () => {
    const { group, changed } = panel();
    fireEvent.click(within(group).getByRole("button", { name: "Duplicate Dark" }));
    expect(changed().color_schemes.map((scheme) => scheme.name)).toEqual([
      undefined,
      "Dark",
      "Dark copy",
    ]);
  });

  it("asks before removing a scheme sections use, and keeps it when the owner says no", () => {
    // The default theme's home page puts its hero in scheme 2.
    const { group, confirm, onChange } = panel({}, false);
    fireEvent.click(within(group).getByRole("button", { name: "Remove Dark" }));
    expect(confirm).toHaveBeenCalledWith(
      "Dark is used by 1 section. Remove it? That section will show in Scheme 1.",
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("removes a scheme in use once confirmed: its sections show in the first scheme", () => {
    const { group, changed } = panel({
      home_sections: [{ id: "h", type: "hero", settings: { color_scheme: "scheme-2" } }],
    });
    fireEvent.click(within(group).getByRole("button", { name: "Remove Dark" }));
    expect(changed().color_schemes).toEqual([light]);
    expect(changed().home_sections?.[0]?.settings.color_scheme).toBe("scheme-1");
  });

  it("removes a scheme no section uses without asking", () => {
    const unused = { ...dark, id: "scheme-9", name: "Unused" };
    const { group, confirm, changed } = panel({ color_schemes: [light, dark, unused] });
    fireEvent.click(within(group).getByRole("button", { name: "Remove Unused" }));
    expect(confirm).not.toHaveBeenCalled();
    expect(changed().color_schemes).toEqual([light, dark]);
  });

  it("keeps the last scheme: a shop has at least one", () => {
    const { group } = panel({ color_schemes: [light] });
    expect(within(group).getByRole("button", { name: "Remove Scheme 1" })).toHaveProperty(
      "disabled",
      true,
    );
  });
});

describe("a section's colour scheme setting", () => {
  const setting = {
    type: "color_scheme",
    id: "color_scheme",
    label: "Colour scheme",
    default: "scheme-1",
  } as const;

  function control(value: string) {
    const onChange = vi.fn();
    renderInEnglish(
      <SchemeOptions.Provider value={[light, dark]}>
        <SettingControl setting={setting} value={value} onChange={onChange} />
      </SchemeOptions.Provider>,
    );
    return { select: screen.getByRole<HTMLSelectElement>("combobox"), onChange };
  }

  it("offers the shop's schemes by name", () => {
    const { select, onChange } = control("scheme-2");
    expect([...select.options].map((option) => option.text)).toEqual(["Scheme 1", "Dark"]);
    expect(select.value).toBe("scheme-2");
    fireEvent.change(select, { target: { value: "scheme-1" } });
    expect(onChange).toHaveBeenCalledWith("scheme-1");
  });

  it("shows a scheme the shop no longer has as its first, as the storefront does", () => {
    expect(control("scheme-7").select.value).toBe("scheme-1");
  });
});
