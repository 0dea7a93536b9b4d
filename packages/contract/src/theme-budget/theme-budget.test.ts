import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { THEME_LIMITS } from "../themes/theme-files";
import { kilobytes, megabytes, overBudgetMessage, themeBudget } from "./theme-budget";

const file = (path: string, bytes: number) => [path, randomBytes(bytes)] as const;

describe("a theme's budget", () => {
  it("is every file gzipped at level 9, summed, largest first", () => {
    const files = [file("theme.1a2b3c4d.css", 100), file("chunk.5e6f7a8b.js", 3_000)];
    const budget = themeBudget(files);
    expect(budget.files.map((entry) => entry.path)).toEqual([
      "chunk.5e6f7a8b.js",
      "theme.1a2b3c4d.css",
    ]);
    const each = files.map(([, body]) => gzipSync(body, { level: 9 }).byteLength);
    expect(budget.gzipBytes).toBe(each.reduce((sum, bytes) => sum + bytes, 0));
  });

  it("within 30 KB has no message", () => {
    expect(overBudgetMessage(themeBudget([file("theme.1a2b3c4d.js", 20_000)]))).toBeNull();
    expect(THEME_LIMITS.gzipBudgetBytes).toBe(30 * 1024);
  });

  it("over it, names the figure and the three largest files, and counts the rest", () => {
    const budget = {
      gzipBytes: 41_200,
      files: [
        { path: "chunk.1a2b3c4d.js", gzipBytes: 38_000 },
        { path: "theme.9f8e7d6c.js", gzipBytes: 3_000 },
        { path: "theme.77e0d1aa.css", gzipBytes: 150 },
        { path: "font.0a1b2c3d.woff2", gzipBytes: 40 },
        { path: "icon.0a1b2c3d.png", gzipBytes: 10 },
      ],
    };
    expect(overBudgetMessage(budget)).toBe(
      "The theme's files are 40.2 KB gzipped, over the budget of 30.0 KB: chunk.1a2b3c4d.js 37.1 KB, theme.9f8e7d6c.js 2.9 KB, theme.77e0d1aa.css 150 B and 2 more files.",
    );
    expect(kilobytes(1023)).toBe("1023 B");
    expect(megabytes(1_900_000)).toBe("1.9 MB");
  });
});
