import { createHash } from "node:crypto";

/**
 * A stable id for seeded rows, the same on every machine and backend.
 * @example seedId("img", "trail-runner/1") // "img_5d41402abc4b2a76b9"
 */
export function seedId(prefix: string, key: string): string {
  return `${prefix}_${createHash("sha256").update(key).digest("hex").slice(0, 18)}`;
}
