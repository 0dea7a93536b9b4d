import type { ThemeVersion } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { rollbackTarget } from "./theme-rollback";

const version = (
  handle: string,
  number: number,
  publishedAt: string,
  live = false,
): ThemeVersion => ({
  handle,
  version: number,
  hash: `${handle}${number}`,
  bytes: 1000,
  gzipBytes: 400,
  publishedAt,
  publishedBy: { id: "usr_1", email: "creator@minimal.test" },
  live,
  scriptUrl: `/themes/shop/${handle}/${number}/theme.js`,
  health: { state: "healthy" },
});

const versions = [
  version("studio", 2, "2026-11-25T10:00:00Z", true),
  version("studio", 1, "2026-11-25T09:00:00Z"),
  version("minimal", 1, "2026-11-24T09:00:00Z"),
];

describe("rollback", () => {
  it("without --to, the version published just before the live one becomes live", () => {
    expect(rollbackTarget(versions, undefined)).toEqual({ handle: "studio", version: 1 });
  });

  it("another handle's version is the previous one when it was published before", () => {
    const afterFirstPublish = [
      version("studio", 1, "2026-11-25T09:00:00Z", true),
      versions[2] as ThemeVersion,
    ];
    expect(rollbackTarget(afterFirstPublish, undefined)).toEqual({ handle: "minimal", version: 1 });
  });

  it("--to <n> is a version of the live handle, --to <handle>@<n> any version", () => {
    expect(rollbackTarget(versions, "1")).toEqual({ handle: "studio", version: 1 });
    expect(rollbackTarget(versions, "minimal@1")).toEqual({ handle: "minimal", version: 1 });
  });

  it("a version the shop does not have, or nothing earlier, is a readable error", () => {
    expect(() => rollbackTarget(versions, "7")).toThrow("The shop has no version studio@7.");
    expect(() => rollbackTarget(versions, "latest")).toThrow('--to "latest" is not a version');
    expect(() => rollbackTarget(versions.slice(0, 1), undefined)).toThrow("no earlier version");
  });
});
