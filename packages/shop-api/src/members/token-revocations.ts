import { createHash } from "node:crypto";
import type { ShopDatabase } from "../db/database";

/** SHA-256 of a session token: what the denylist keeps instead of the token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Logged-out session tokens, refused until they would have expired anyway. */
export interface TokenRevocations {
  revoke(token: string, expiresAt: Date): Promise<void>;
  isRevoked(token: string): Promise<boolean>;
}

export function createTokenRevocations(db: ShopDatabase, clock: () => Date): TokenRevocations {
  return {
    async revoke(token, expiresAt) {
      await db
        .insertInto("revoked_tokens")
        .values({ token_hash: tokenHash(token), expires_at: expiresAt })
        .onConflict((oc) => oc.column("token_hash").doNothing())
        .execute();
      // Expired entries can go: their tokens no longer verify.
      await db.deleteFrom("revoked_tokens").where("expires_at", "<", clock()).execute();
    },
    async isRevoked(token) {
      const row = await db
        .selectFrom("revoked_tokens")
        .select("token_hash")
        .where("token_hash", "=", tokenHash(token))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
