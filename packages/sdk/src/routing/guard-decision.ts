/**
 * What a route guard decides (spec §2): let the navigation through, send it elsewhere, or show
 * the not-found page. Plain data, so guards stay pure and the host translates a decision into its
 * router's `redirect()` / `notFound()`.
 */
export type GuardDecision =
  | { type: "continue" }
  | { type: "redirect"; to: string }
  | { type: "notFound"; message: string };

export type RedirectDecision = Extract<GuardDecision, { type: "redirect" }>;
export type NotFoundDecision = Extract<GuardDecision, { type: "notFound" }>;

const CONTINUE: GuardDecision = Object.freeze({ type: "continue" });

/**
 * Let the navigation through.
 *
 * @example
 * continueRoute() // { type: "continue" }
 */
export function continueRoute(): GuardDecision {
  return CONTINUE;
}

/**
 * Send the navigation to another path of this site. Only a local path is accepted: a target such
 * as `//evil.test` or `/\evil.test` would leave the site, so it throws a `TypeError` instead.
 *
 * @example
 * redirect("/membership/posts") // { type: "redirect", to: "/membership/posts" }
 * redirect("https://evil.test") // throws TypeError
 */
export function redirect(to: string): RedirectDecision {
  if (!isLocalPath(to)) {
    throw new TypeError(`redirect(): "${to}" is not a path of this site`);
  }
  return { type: "redirect", to };
}

/**
 * Show the not-found page with a message.
 *
 * @example
 * notFound("Page Not Found: /nope") // { type: "notFound", message: "Page Not Found: /nope" }
 */
export function notFound(message: string): NotFoundDecision {
  return { type: "notFound", message };
}

/** @example isRedirect(redirect("/cart")) // true */
export function isRedirect(decision: GuardDecision): decision is RedirectDecision {
  return decision.type === "redirect";
}

/** @example isNotFound(notFound("Page Not Found: /x")) // true */
export function isNotFound(decision: GuardDecision): decision is NotFoundDecision {
  return decision.type === "notFound";
}

// One leading slash, not followed by another slash or a backslash (browsers read both as the
// start of a host), and no control characters (browsers drop tabs and newlines from URLs, which
// would turn `/\t/evil.test` into `//evil.test`).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const localPathPattern = /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/;

function isLocalPath(to: string): boolean {
  return localPathPattern.test(to);
}
