import { describe, expect, it, vi } from "vitest";
import { yieldToBrowser } from "./yield-to-browser";

describe("yieldToBrowser", () => {
  it("resumes through scheduler.yield where the browser has it", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    const win = { scheduler: { yield: yieldTask }, setTimeout: vi.fn() } as unknown as Window;
    await yieldToBrowser(win);
    expect(yieldTask).toHaveBeenCalledOnce();
    expect(win.setTimeout).not.toHaveBeenCalled();
  });

  it("resumes in a later task, after work already queued, without it", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    const yielded = yieldToBrowser(window).then(() => order.push("after the yield"));
    await Promise.resolve();
    expect(order).toEqual([]);
    await yielded;
    expect(order).toEqual(["queued task", "after the yield"]);
  });
});
