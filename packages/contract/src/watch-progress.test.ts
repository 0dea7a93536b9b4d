import { describe, expect, it } from "vitest";
import { watchProgress } from "./watch-progress";

describe("watch progress", () => {
  it("a video counts as watched from 90 % of its length", () => {
    expect(watchProgress(89, 100).completed).toBe(false);
    expect(watchProgress(90, 100).completed).toBe(true);
  });

  it("a position is kept within the video, in whole seconds", () => {
    expect(watchProgress(500, 100).positionSeconds).toBe(100);
    expect(watchProgress(-3, 100).positionSeconds).toBe(0);
    expect(watchProgress(12.7, 100).positionSeconds).toBe(12);
  });
});
