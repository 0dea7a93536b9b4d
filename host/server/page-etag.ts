import { createHash } from "node:crypto";

/**
 * How long a page's version holds with no write announced to its shop: what the clock alone
 * changes (a post scheduled to go out) or a write made around the API reaches a browser's copy
 * within it, as it reaches a shared cache's within its `stale-while-revalidate`.
 */
export const PAGE_VERSION_WINDOW_MS = 10_000;

/** What an anonymous page is made of, all known before it is rendered. */
export interface PageIdentity {
  /** The shop's content version (`ShopBackend.contentVersion`): moves with every announced write. */
  contentVersion: string;
  /** `Host`, path and query: the page asked for. */
  address: string;
  /** The request's `Cookie` header: pages vary on it (a consent choice, an unlocked shop). */
  cookie: string;
  /** Milliseconds since the epoch. */
  now: number;
}

/**
 * The version of a page any anonymous visitor would be given alike: the same for every request
 * of one address, cookies and content version within one `PAGE_VERSION_WINDOW_MS`, so the node
 * can tell a copy is current before rendering anything.
 *
 * @example
 * pageVersion({ contentVersion: "Xb3.0.4", address: "demo.localhost/products", cookie: "", now: 0 })
 * // "Yk1…" (27 characters; the same for now = 9_999, another for now = 10_000 or "Xb3.0.5")
 */
export function pageVersion(page: PageIdentity): string {
  const window = Math.floor(page.now / PAGE_VERSION_WINDOW_MS);
  return createHash("sha256")
    .update([page.contentVersion, window, page.address, page.cookie].join("\n"))
    .digest("base64url")
    .slice(0, 27);
}

/**
 * The weak entity tag of one render of a page: its version and the nonce its inline scripts
 * carry. Each render keeps a nonce of its own, and the tag tells its copies apart: a cache (nginx)
 * answers a 304 only for the very copy it holds, whose policy names that copy's nonce. Weak,
 * because two renders of one version differ in bytes.
 *
 * @example
 * pageEtag("Yk1…", "n0Nc3==") // 'W/"Yk1….n0Nc3=="'
 * pageEtag("Yk1…")            // 'W/"Yk1…."' (rendered in the browser: no inline script)
 */
export function pageEtag(version: string, nonce = ""): string {
  return `W/"${version}.${nonce}"`;
}

/**
 * The tag in `If-None-Match` of a copy of this page version, whichever render it was: the node
 * then answers 304 and the browser keeps its copy, with the policy that came with it.
 *
 * @example
 * currentCopy('W/"Yk1….n0Nc3==", "old.x"', "Yk1…") // 'W/"Yk1….n0Nc3=="'
 * currentCopy('W/"old.n0Nc3=="', "Yk1…")             // null
 */
export function currentCopy(ifNoneMatch: string | undefined, version: string): string | null {
  const tags = ifNoneMatch?.split(",").map((tag) => tag.trim()) ?? [];
  return tags.find((tag) => tag.replace(/^W\//, "").startsWith(`"${version}.`)) ?? null;
}
