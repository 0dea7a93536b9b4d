import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { kitEn } from "./en";
import { kitFr } from "./fr";

const componentsDir = path.join(import.meta.dirname, "..", "components");

/** Every `"group.key"` literal of the kit's components, as `t(…)` or a sort's `key` reads it. */
async function keysReadByComponents(): Promise<string[]> {
  const files = (await readdir(componentsDir, { recursive: true })).filter(
    (file) => file.endsWith(".tsx") && !file.endsWith(".stories.tsx"),
  );
  const keys = new Set<string>();
  for (const file of files) {
    // Doc comments' examples show keys of the pages that use a component, not its own.
    const source = (await readFile(path.join(componentsDir, file), "utf8")).replace(
      /\/\*[\s\S]*?\*\//g,
      "",
    );
    for (const match of source.matchAll(/(?:\bt\(|key: )"([a-z]\w*(?:\.\w+)+)"/g)) {
      if (match[1] !== undefined) keys.add(match[1]);
    }
  }
  return [...keys].sort();
}

function text(messages: object, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        typeof node === "object" && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      messages,
    );
}

describe("the kit's strings", () => {
  it("hold every key its components read, in English and French, so none renders as a raw key", async () => {
    const keys = await keysReadByComponents();
    expect(keys.length).toBeGreaterThan(40);
    for (const messages of [kitEn, kitFr]) {
      const missing = keys.filter(
        (key) =>
          typeof text(messages, key) !== "string" &&
          typeof text(messages, `${key}_other`) !== "string",
      );
      expect(missing).toEqual([]);
    }
  });
});
