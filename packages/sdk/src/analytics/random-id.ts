/**
 * 32 random hex digits from the platform's cryptographic generator: an anonymous id that says
 * nothing about who holds it.
 * @example randomId() // "9f86d081884c7d659a2feaa0c55ad015"
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
