import {
  BASE_SETTINGS_SCHEMA,
  type SettingsGroup,
  SUPPORTED_FONT_FAMILIES,
  settingsDefaults,
} from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { settingsControls, settingsFromArgs } from "./settings-controls";

const look: SettingsGroup = {
  id: "look",
  label: "Look",
  settings: [
    { type: "color", id: "tint", label: "Tint", default: "#ff0000" },
    {
      type: "range",
      id: "hero_height",
      label: "Hero height",
      min: 200,
      max: 800,
      step: 10,
      unit: "px",
      default: 400,
    },
    {
      type: "select",
      id: "align",
      label: "Alignment",
      options: [
        { value: "left", label: "Left" },
        { value: "center", label: "Centred" },
      ],
      default: "left",
    },
    { type: "font", id: "accent_font", label: "Accent font", default: "Lora" },
    {
      type: "text",
      id: "hero_heading",
      label: "Heading",
      info: "Empty shows the shop's name.",
      default: "",
    },
    { type: "checkbox", id: "show_badge", label: "Badge", default: true },
    { type: "image", id: "hero_image", label: "Hero image", default: null },
  ],
};

describe("Storybook controls from a settings schema", () => {
  const { argTypes, args } = settingsControls([look]);

  it("a colour is a colour picker", () => {
    expect(argTypes.tint?.control).toEqual({ type: "color" });
  });

  it("a range is a slider with the setting's bounds and step", () => {
    expect(argTypes.hero_height?.control).toEqual({ type: "range", min: 200, max: 800, step: 10 });
  });

  it("a select offers its options' values, labelled with their labels", () => {
    expect(argTypes.align).toMatchObject({
      options: ["left", "center"],
      control: { type: "select", labels: { left: "Left", center: "Centred" } },
    });
  });

  it("a font is a select of the supported families", () => {
    expect(argTypes.accent_font).toMatchObject({
      options: [...SUPPORTED_FONT_FAMILIES],
      control: { type: "select" },
    });
  });

  it("text and image are text, a checkbox is a boolean", () => {
    expect(argTypes.hero_heading?.control).toEqual({ type: "text" });
    expect(argTypes.hero_image?.control).toEqual({ type: "text" });
    expect(argTypes.show_badge?.control).toEqual({ type: "boolean" });
  });

  it("each control sits under its group, says what it is, and starts at the default", () => {
    expect(argTypes.hero_height).toMatchObject({
      name: "hero_height",
      description: "Hero height (px)",
      table: { category: "Look" },
    });
    expect(argTypes.hero_heading?.description).toBe("Heading: Empty shows the shop's name.");
    expect(args).toEqual(settingsDefaults([look]));
  });

  it("the spec's settings get a control each, in the schema's order", () => {
    const base = settingsControls(BASE_SETTINGS_SCHEMA);
    expect(Object.keys(base.argTypes)).toEqual(Object.keys(settingsDefaults(BASE_SETTINGS_SCHEMA)));
  });
});

describe("settings from a story's args", () => {
  it("only the schema's settings are taken; an image left empty is no image", () => {
    expect(
      settingsFromArgs([look], { tint: "#00ff00", hero_image: "", product: { id: 1 } }),
    ).toEqual({
      tint: "#00ff00",
      hero_image: null,
    });
  });
});
