import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Queues an email; the reference platform has no mail server, development reads the outbox. */
export async function writeOutboxEmail(
  db: Kysely<Database>,
  email: { shopId: string; to: string; subject: string; body: string },
): Promise<void> {
  await db
    .insertInto("outbox_emails")
    .values({
      id: `eml_${randomBytes(12).toString("base64url")}`,
      shop_id: email.shopId,
      to_email: email.to,
      subject: email.subject,
      body: email.body,
    })
    .execute();
}

/** The shop's latest emails, newest first. */
export async function listOutbox(
  db: ShopDatabase,
  shopId: string,
  limit: number,
): Promise<OutboxEmail[]> {
  const rows = await db
    .selectFrom("outbox_emails")
    .selectAll()
    .where("shop_id", "=", shopId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}
