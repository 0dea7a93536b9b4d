export type ByteRange = { start: number; end: number };

/**
 * The one byte range a `Range` header asks of a file of `size` bytes, inclusive, as players send
 * it (`bytes=0-`, `bytes=100-199`, `bytes=-500`). `null` means no usable range (serve the whole
 * file); `"unsatisfiable"` means 416. Several ranges at once are served whole: players ask one.
 * @example byteRange("bytes=100-199", 1000) // { start: 100, end: 199 }
 * @example byteRange("bytes=-100", 1000) // { start: 900, end: 999 }
 * @example byteRange("bytes=2000-", 1000) // "unsatisfiable"
 */
export function byteRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
