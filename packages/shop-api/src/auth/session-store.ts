import { randomBytes } from "node:crypto";
import type { ShopDatabase } from "../db/database";

/**
 * Where sessions live. A token names its session (`jti`); the session, not the token text, is
 * what logout and password changes end, so no other spelling of a token brings it back.
 */
export interface SessionStore {
  /** A new live session of the user until `expiresAt`; answers its id. */
  open(session: { userId: string; shopId: string; expiresAt: Date }): Promise<string>;
  /** Whether the session exists, has not ended, and belongs to this user of this shop. */
  isLive(sessionId: string, userId: string, shopId: string): Promise<boolean>;
  /** Ends one session (logout). */
  end(sessionId: string): Promise<void>;
  /** Ends every session of the user but `except` (password reset: none kept; change: the caller's). */
  endAllOf(userId: string, except?: string): Promise<void>;
}

/** 192 random bits: the id is never derived from anything an attacker could know. */
const newSessionId = () => `ses_${randomBytes(24).toString("base64url")}`;

/** Sessions in the `sessions` table; ended ones are kept until they would have expired. */
export function createSessionStore(db: ShopDatabase, clock: () => Date): SessionStore {
  return {
    async open({ userId, shopId, expiresAt }) {
      const id = newSessionId();
      await db
        .insertInto("sessions")
        .values({ id, user_id: userId, shop_id: shopId, expires_at: expiresAt })
        .execute();
      return id;
    },
    async isLive(sessionId, userId, shopId) {
      const row = await db
        .selectFrom("sessions")
        .select("id")
        .where("id", "=", sessionId)
        .where("user_id", "=", userId)
        .where("shop_id", "=", shopId)
        .where("ended_at", "is", null)
        .where("expires_at", ">", clock())
        .executeTakeFirst();
      return row !== undefined;
    },
    async end(sessionId) {
      await db
        .updateTable("sessions")
        .set({ ended_at: clock() })
        .where("id", "=", sessionId)
        .where("ended_at", "is", null)
        .execute();
      // Sessions past their expiry can go: their tokens no longer verify anyway.
      await db.deleteFrom("sessions").where("expires_at", "<", clock()).execute();
    },
    async endAllOf(userId, except) {
      let query = db
        .updateTable("sessions")
        .set({ ended_at: clock() })
        .where("user_id", "=", userId)
        .where("ended_at", "is", null);
      if (except !== undefined) query = query.where("id", "!=", except);
      await query.execute();
    },
  };
}
