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
 * stored; `null` when every one can. Walked with a list of its own rather than the call stack, so
 * no nesting a client sends can overflow it.
 * @example unstorablePath({ items: [{ name: "ok" }, { name: "x\u0000" }] }) // "items.1.name"
 * @example unstorablePath({ note: "fine" }) // null
 */
export function unstorablePath(body: unknown): string | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    const key = path.at(-1);
    if (key !== undefined && !isStorableText(key)) return path.join(".");
    if (typeof value === "string" && !isStorableText(value)) return path.join(".") || "body";
    if (typeof value === "object" && value !== null) {
      // Last first: the list then hands them out in order, so the first bad one is found first.
      for (const [name, item] of Object.entries(value).reverse()) {
        pending.push({ value: item, path: [...path, name] });
      }
    }
  }
  return null;
}
