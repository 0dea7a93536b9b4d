/** What the customizer's gate needs of the platform: the claims of a live session, or null. */
export interface SessionVerifier {
  verify(token: string): Promise<{ shop_id: string; user_type: string } | null>;
}

/** Who is asking for a shop's `/customize`: its creator, someone signed out, or anyone else. */
export type CustomizerAccess = "creator" | "signed-out" | "refused";

/**
 * Whether the customizer may open for this request: only the shop's own creator, by the session
 * the auth cookie carries (verified and not ended). A visitor is sent to log in; a member, or the
 * creator of another shop, is refused. The customizer's API calls check the same on the server;
 * this keeps the page itself, and the shop's settings it would show, from anyone else.
 *
 * @example
 * await customizerAccess(shopApi.sessions, "shop_demo", creatorToken) // "creator"
 * await customizerAccess(shopApi.sessions, "shop_demo", undefined) // "signed-out"
 * await customizerAccess(shopApi.sessions, "shop_demo", memberToken) // "refused"
 */
export async function customizerAccess(
  sessions: SessionVerifier,
  shopId: string,
  authToken: string | undefined,
): Promise<CustomizerAccess> {
  const session = authToken ? await sessions.verify(authToken) : null;
  if (session === null) return "signed-out";
  return session.shop_id === shopId && session.user_type === "CREATOR" ? "creator" : "refused";
}

/** The page a member (or another shop's creator) gets instead of the customizer: 403, no script. */
export function refusedCustomizerPage(lang: string): string {
  return `<!doctype html><html lang="${lang === "fr" ? "fr" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Customizer</title></head><body><main><h1>Only the shop's creator can customize it</h1><p>You are logged in with an account that cannot change this shop's look.</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
}
