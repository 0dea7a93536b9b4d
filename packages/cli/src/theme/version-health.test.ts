import { describe, expect, it } from "vitest";
import { versionHealthText } from "./version-health";

describe("a version's health, as the CLI says it", () => {
  it("says nothing of a healthy version", () => {
    expect(versionHealthText({ state: "healthy" })).toBeNull();
  });

  it("says why a quarantined version renders in the browser only, and what to do", () => {
    expect(
      versionHealthText({
        state: "quarantined",
        kind: "crash",
        reason: "The render worker ended (SIGABRT)",
        since: "2026-11-27T18:40:00.000Z",
      }),
    ).toBe(
      "quarantined since 2026-11-27T18:40:00.000Z: its server render crashed the renderer (The render worker ended (SIGABRT)). Its pages render in the browser only; publish a fixed version.",
    );
  });
});
