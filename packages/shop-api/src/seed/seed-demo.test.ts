import { describe, expect, it } from "vitest";
import { seedRequested } from "./seed-demo";

describe("who seeds the demo", () => {
  const postgres = { DATABASE_URL: "postgres://db/shops" };

  it("the embedded PGlite always: it is the demo", () => {
    expect(seedRequested({}, [])).toBe(true);
  });

  it("a real database only when asked, by flag or environment", () => {
    expect(seedRequested(postgres, [])).toBe(false);
    expect(seedRequested(postgres, ["--seed", "demo"])).toBe(true);
    expect(seedRequested(postgres, ["--seed=demo"])).toBe(true);
    expect(seedRequested({ ...postgres, VITRINE_SEED: "demo" }, [])).toBe(true);
    expect(seedRequested(postgres, ["--seed", "other"])).toBe(false);
  });
});
