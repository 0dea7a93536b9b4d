import { afterEach, describe, expect, it, vi } from "vitest";
import { warnInDevelopment } from "./warn-in-development";

describe("warnInDevelopment", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("warns outside production", () => {
    vi.stubEnv("NODE_ENV", "development");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnInDevelopment("page_width is invalid");
    expect(warn).toHaveBeenCalledWith("[vitrine] page_width is invalid");
  });

  it("is silent in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnInDevelopment("page_width is invalid");
    expect(warn).not.toHaveBeenCalled();
  });

  it("is silent where process does not exist, as in a browser", () => {
    vi.stubGlobal("process", undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      warnInDevelopment("page_width is invalid");
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
