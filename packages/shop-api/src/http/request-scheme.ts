import type { Context } from "hono";

/**
 * Whether the browser reached this request over https: the URL says so, or the reverse proxy in
 * front does (`X-Forwarded-Proto`). Cookies set on such a response get `Secure`.
 * @example servedOverHttps(c) // true for https://demo.example/… or X-Forwarded-Proto: https
 */
export function servedOverHttps(c: Context): boolean {
  const forwarded = c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || new URL(c.req.url).protocol === "https:";
}
