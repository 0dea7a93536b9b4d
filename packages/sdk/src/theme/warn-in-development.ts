/**
 * `console.warn` outside production. Bundlers replace `process.env.NODE_ENV` with a literal; in a
 * browser where nothing replaced it, reading `process` throws, and staying silent is the safe
 * choice there.
 */
export function warnInDevelopment(message: string): void {
  let development: boolean;
  try {
    development = process.env.NODE_ENV !== "production";
  } catch {
    development = false;
  }
  if (development) console.warn(`[vitrine] ${message}`);
}
