import { describe, expect, it } from "vitest";
import { createThemeQuarantine } from "./theme-quarantine";

describe("a theme version taken off the server", () => {
  it("is quarantined at its third crash, timeout or memory fault within ten minutes", () => {
    let now = 0;
    const quarantine = createThemeQuarantine({ now: () => now });
    expect(quarantine.record("v1", "crash", "worker ended")).toEqual({ state: "healthy" });
    now += 60_000;
    expect(quarantine.record("v1", "memory", "past 128 MB")).toEqual({ state: "healthy" });
    now += 60_000;
    expect(quarantine.record("v1", "timeout", "past 1000 ms")).toEqual({
      state: "quarantined",
      kind: "timeout",
      reason: "past 1000 ms",
      since: "1970-01-01T00:02:00.000Z",
    });
    expect(quarantine.health("v1").state).toBe("quarantined");
  });

  it("forgets faults older than the window", () => {
    let now = 0;
    const quarantine = createThemeQuarantine({ now: () => now });
    quarantine.record("v1", "crash", "worker ended");
    quarantine.record("v1", "crash", "worker ended");
    now += 10 * 60_000;
    expect(quarantine.record("v1", "crash", "worker ended")).toEqual({ state: "healthy" });
  });

  it("does not count a render that merely threw: the browser shows the same bug", () => {
    const quarantine = createThemeQuarantine({ faults: 1 });
    expect(quarantine.record("v1", "error", "x is not a function")).toEqual({ state: "healthy" });
  });

  it("stays quarantined, and concerns only its own version", () => {
    const quarantine = createThemeQuarantine({ faults: 1 });
    quarantine.record("v1", "crash", "worker ended");
    expect(quarantine.record("v1", "error", "later")).toMatchObject({ reason: "worker ended" });
    expect(quarantine.health("v2")).toEqual({ state: "healthy" });
  });

  it("remembers a bounded number of versions", () => {
    const quarantine = createThemeQuarantine({ faults: 1, maxVersions: 2 });
    for (const key of ["v1", "v2", "v3"]) quarantine.record(key, "crash", "worker ended");
    expect(["v1", "v2", "v3"].map((key) => quarantine.health(key).state)).toEqual([
      "healthy",
      "quarantined",
      "quarantined",
    ]);
  });
});
