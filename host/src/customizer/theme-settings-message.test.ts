import type { ThemeSettings } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { themeSettingsMessage } from "./protocol";

describe("the settings the frame gets", () => {
  it("always name the arrangements, so a template back to the theme's drops the frame's", () => {
    const { settings } = themeSettingsMessage({ page_width: 1600 } as ThemeSettings);
    expect(Object.hasOwn(settings, "home_sections")).toBe(true);
    expect(Object.hasOwn(settings, "templates")).toBe(true);
    expect(settings.templates).toBeUndefined();
  });
});
