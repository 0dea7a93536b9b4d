import { describe, expect, it } from "vitest";
import { readStartMode, siteOrigin } from "./start-mode";

const topWindow = { self: window, top: window } as Pick<Window, "self" | "top">;
const framed = { self: window, top: {} as Window } as Pick<Window, "self" | "top">;

describe("start mode", () => {
  it("?customizing switches on customizer mode", () => {
    expect(readStartMode("?customizing", topWindow)).toEqual({
      customizing: true,
      customizingTheme: null,
      previewing: false,
      inFrame: false,
    });
  });

  it("reads the theme the customizer's frame asks for", () => {
    expect(readStartMode("?customizing&theme=minimal%402", topWindow).customizingTheme).toBe(
      "minimal@2",
    );
  });

  it("?previewing switches on preview mode", () => {
    expect(readStartMode("?previewing=true", topWindow).previewing).toBe(true);
  });

  it("a page whose top window is another is in a frame", () => {
    expect(readStartMode("", framed).inFrame).toBe(true);
  });

  it("customizing outside a frame goes to the creator site's origin", () => {
    expect(siteOrigin("https://maya.example/shop", "http://x.test")).toBe("https://maya.example/");
    expect(siteOrigin("/", "http://demo.localhost:3000")).toBe("http://demo.localhost:3000/");
  });
});
