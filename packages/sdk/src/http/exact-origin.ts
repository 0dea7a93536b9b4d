/**
 * The origin of a URL when it is an http(s) origin and nothing more, else `undefined`: what
 * `postMessage` may target, what `event.origin` is compared with, and what a security header
 * may name.
 *
 * @example
 * exactOrigin("https://admin.test") // "https://admin.test"
 * exactOrigin("https://admin.test/path") // undefined
 * exactOrigin("*") // undefined
 */
export function exactOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    const ok = (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
    return ok ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
