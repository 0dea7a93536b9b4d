/**
 * Characters PostgreSQL cannot keep in a text column (NUL), and UTF-16 halves without their pair,
 * which cannot be written as UTF-8 at all and would be changed silently on the way in.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is this pattern's job
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether every character of `text` can be stored as given.
 * @example isStorableText("Robin Lee") // true
 * @example isStorableText("a\u0000b") // false
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path (`items.0.name`) of the first string in a parsed body, or in its keys, that cannot be
 * stored; `null` when every one can.
 * @example unstorablePath({ items: [{ name: "ok" }, { name: "x\u0000" }] }) // "items.1.name"
 * @example unstorablePath({ note: "fine" }) // null
 */
export function unstorablePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".") || "body";
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (!isStorableText(key)) return here.join(".");
    const found = unstorablePath(item, here);
    if (found !== null) return found;
  }
  return null;
}
