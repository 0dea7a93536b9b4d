import { describe, expect, it } from "vitest";
import { createPendingLoads } from "./pending-loads";

const now = () => Promise.resolve();

describe("pending loads: the page is complete when its data has arrived", () => {
  it("is idle at once when nothing loads", async () => {
    await expect(createPendingLoads(now).idle()).resolves.toBeUndefined();
  });

  it("waits for every load, each ended once however often it reports", async () => {
    const loads = createPendingLoads(now);
    const first = loads.begin();
    const second = loads.begin();
    let idle = false;
    const done = loads.idle().then(() => {
      idle = true;
    });
    first();
    first();
    await now();
    expect(loads.count).toBe(1);
    expect(idle).toBe(false);
    second();
    await done;
    expect(idle).toBe(true);
    expect(loads.count).toBe(0);
  });

  it("waits again when an answer starts another load", async () => {
    const loads = createPendingLoads(now);
    const first = loads.begin();
    let idle = false;
    const done = loads.idle().then(() => {
      idle = true;
    });
    const second = loads.begin();
    first();
    await now();
    await now();
    expect(idle).toBe(false);
    second();
    await done;
    expect(idle).toBe(true);
  });
});
