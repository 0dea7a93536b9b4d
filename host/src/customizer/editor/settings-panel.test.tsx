import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import {
  BASE_SETTINGS_SCHEMA,
  DEFAULT_THEME_SECTIONS,
  type SettingsGroup,
  type ThemeSettings,
  themeSettingsSchema,
} from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInEnglish } from "./render-in-english";
import { SettingsPanel } from "./settings-panel";

afterEach(cleanup);

const hero: SettingsGroup = {
  id: "hero",
  label: "Home page title",
  settings: [
    {
      type: "text",
      id: "hero_heading",
      label: "Title",
      info: "Empty shows the shop's name.",
      default: "",
    },
    {
      type: "range",
      id: "hero_min_height",
      label: "Title area height",
      min: 0,
      max: 48,
      step: 2,
      unit: "rem",
      default: 0,
    },
    { type: "checkbox", id: "hero_rule", label: "Rule under the title", default: true },
    { type: "image", id: "hero_image", label: "Title picture", default: null },
  ],
};

function panel(schema = themeSettingsSchema([hero])) {
  const onChange = vi.fn<(settings: ThemeSettings) => void>();
  const settings = {
    ...DEFAULT_THEME_SETTINGS,
    hero_heading: "",
    hero_min_height: 0,
    hero_rule: true,
    hero_image: null,
  } as ThemeSettings;
  renderInEnglish(
    <SettingsPanel
      schema={schema}
      settings={settings}
      sections={DEFAULT_THEME_SECTIONS}
      onChange={onChange}
      confirm={() => true}
    />,
  );
  const changed = () => onChange.mock.lastCall?.[0] as unknown as Record<string, unknown>;
  return { form: screen.getByRole("form", { name: "Theme settings" }), changed };
}

describe("the customizer's panel, generated from the theme's schema", () => {
  it("has a group per schema group and a labelled control per setting", () => {
    const { form } = panel(BASE_SETTINGS_SCHEMA);
    for (const group of BASE_SETTINGS_SCHEMA) {
      const fieldset = within(form).getByRole("group", { name: group.label });
      for (const setting of group.settings) {
        expect(within(fieldset).getByLabelText(setting.label)).toBeTruthy();
      }
    }
  });

  it("a font is a select of the supported families, a range a slider within its bounds", () => {
    const { form, changed } = panel(BASE_SETTINGS_SCHEMA);
    fireEvent.change(within(form).getByLabelText("Heading font"), { target: { value: "Lora" } });
    expect(changed().heading_font).toBe("Lora");
    const width = within(form).getByRole("slider", { name: "Page width" });
    expect([width.getAttribute("min"), width.getAttribute("max")]).toEqual(["600", "2400"]);
    fireEvent.change(width, { target: { value: "1600" } });
    expect(changed().page_width).toBe(1600);
  });

  it("a theme's own settings get their controls too, text described by its info", () => {
    const { form, changed } = panel();
    const title = within(form).getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.change(title, { target: { value: "Autumn pieces" } });
    expect(changed().hero_heading).toBe("Autumn pieces");
    fireEvent.click(within(form).getByRole("checkbox", { name: "Rule under the title" }));
    expect(changed().hero_rule).toBe(false);
    fireEvent.change(within(form).getByRole("slider", { name: "Title area height" }), {
      target: { value: "24" },
    });
    expect(changed().hero_min_height).toBe(24);
  });

  it("an image emptied is no image", () => {
    const { form, changed } = panel();
    const picture = within(form).getByRole("textbox", { name: "Title picture: address" });
    fireEvent.change(picture, { target: { value: "/images/a.webp" } });
    expect(changed().hero_image).toBe("/images/a.webp");
    fireEvent.change(picture, { target: { value: " " } });
    expect(changed().hero_image).toBeNull();
  });

  it("keeps the colour schemes, which are a list rather than a setting", () => {
    const { form } = panel(BASE_SETTINGS_SCHEMA);
    const schemes = within(form).getByRole("group", { name: "Colour schemes" });
    expect(within(schemes).getByLabelText("Scheme 1 background")).toBeTruthy();
  });
});
