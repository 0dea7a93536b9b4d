const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read from the raw text in one
 * pass (brackets inside strings do not count) before anything parses or walks it: a body of
 * 64 KB of `[` costs a parse and every recursive walk after it (the storable-text check, zod) far
 * more than its size suggests, or overflows the stack. Text that is not JSON is answered for
 * depth alone; parsing it is what refuses it.
 *
 * @example nestsDeeperThan('{"a":[1,{"b":2}]}', 3) // false (depth 3)
 * @example nestsDeeperThan('[[[[]]]]', 3) // true (depth 4)
 * @example nestsDeeperThan('{"a":"[[[[["}', 1) // false (brackets in a string)
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}
