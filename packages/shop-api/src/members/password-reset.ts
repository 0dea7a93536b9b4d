import { createHash, randomBytes } from "node:crypto";
import type { ShopDatabase } from "../db/database";

/** SHA-256 of a reset token: what the database keeps instead of the token. */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * A single-use reset token for the user, valid one hour; only its hash is stored. Earlier
 * tokens of the user stop working.
 */
export async function createResetToken(
  db: ShopDatabase,
  userId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("password_resets")
      .values({
        id: `rst_${randomBytes(12).toString("base64url")}`,
        user_id: userId,
        token_hash: tokenHash(token),
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      })
      .execute();
  });
  return token;
}

/**
 * Sets the password of the user a valid, unused, unexpired token names, and spends the token,
 * in one transaction. Answers that user's id, or null (nothing changed) for any other token.
 */
export async function resetPassword(
  db: ShopDatabase,
  shopId: string,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("token_hash", "=", tokenHash(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .where("user_id", "in", (qb) =>
        qb.selectFrom("users").select("id").where("shop_id", "=", shopId),
      )
      .returning("user_id")
      .executeTakeFirst();
    if (!spent) return null;
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", spent.user_id)
      .execute();
    return spent.user_id;
  });
}
