import type {
  DirectMessage,
  DirectMessageParticipant,
  DirectMessageThread,
  SessionClaims,
} from "@vitrine/contract";
import { type Kysely, type Selectable, sql } from "kysely";
import type { DmMessagesTable, DmThreadsTable } from "../db/membership-schema";
import type { Database } from "../db/schema";
import { httpError } from "../http/http-error";

export type MessageRow = Selectable<DmMessagesTable>;
export type ThreadRow = Selectable<DmThreadsTable>;

export const threadNotFound = () =>
  httpError(404, "Conversation not found.", { code: "NOT_FOUND" });

/**
 * A message as `viewerId` sees it: a locked message's body is withheld from the member until
 * unlocked; its sender (the creator) always reads it.
 */
export function toDirectMessage(
  row: MessageRow,
  sender: DirectMessageParticipant,
  viewerId: string,
): DirectMessage {
  const locked = row.unlock_price !== null && row.unlocked_at === null;
  const hidden = locked && row.sender_id !== viewerId;
  return {
    id: row.id,
    threadId: row.thread_id,
    sender,
    body: hidden ? "" : row.body,
    locked,
    ...(locked && row.unlock_price !== null ? { unlockPrice: row.unlock_price } : {}),
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** The participants of threads, by user id. */
export async function participants(
  db: Kysely<Database>,
  userIds: string[],
): Promise<Map<string, DirectMessageParticipant>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "type", "display_name", "avatar_url"])
    .where("id", "in", [...new Set(userIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, type: row.type, displayName: row.display_name, avatarUrl: row.avatar_url },
    ]),
  );
}

/**
 * The threads `viewer` may read: a member their own, a creator those of their shop's members who
 * are not shadowbanned.
 */
export function visibleThreads(db: Kysely<Database>, shopId: string, viewer: SessionClaims) {
  const base = db.selectFrom("dm_threads").where("dm_threads.shop_id", "=", shopId);
  if (viewer.user_type === "MEMBER") return base.where("dm_threads.member_id", "=", viewer.sub);
  return base
    .where("dm_threads.creator_id", "=", viewer.sub)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("member_accounts")
            .select("user_id")
            .whereRef("member_accounts.user_id", "=", "dm_threads.member_id")
            .where("member_accounts.shadowbanned_at", "is not", null),
        ),
      ),
    );
}

/** Unread messages of the threads for `viewerId`: those the other side sent and no one read. */
export async function unreadCounts(
  db: Kysely<Database>,
  threadIds: string[],
  viewerId: string,
): Promise<Map<string, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("dm_messages")
    .select(["thread_id", sql<number>`count(*)::int`.as("unread")])
    .where("thread_id", "in", threadIds)
    .where("sender_id", "!=", viewerId)
    .where("read_at", "is", null)
    .groupBy("thread_id")
    .execute();
  return new Map(rows.map((row) => [row.thread_id, row.unread]));
}

/** The latest message of each thread. */
export async function lastMessages(
  db: Kysely<Database>,
  threadIds: string[],
): Promise<Map<string, MessageRow>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("dm_messages")
    .selectAll()
    .distinctOn("thread_id")
    .where("thread_id", "in", threadIds)
    .orderBy("thread_id")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return new Map(rows.map((row) => [row.thread_id, row]));
}

/** The wire threads of `rows` for `viewerId`, in the order given. */
export async function toThreads(
  db: Kysely<Database>,
  rows: ThreadRow[],
  viewerId: string,
): Promise<DirectMessageThread[]> {
  const ids = rows.map((row) => row.id);
  const [unread, last] = await Promise.all([
    unreadCounts(db, ids, viewerId),
    lastMessages(db, ids),
  ]);
  const people = await participants(db, [
    ...rows.flatMap((row) => [row.member_id, row.creator_id]),
    ...[...last.values()].map((message) => message.sender_id),
  ]);
  return rows.map((row) => {
    const counterpartId = row.member_id === viewerId ? row.creator_id : row.member_id;
    const message = last.get(row.id);
    const sender = message && people.get(message.sender_id);
    return {
      id: row.id,
      counterpart: people.get(counterpartId) ?? unknownParticipant(counterpartId),
      lastMessage: message && sender ? toDirectMessage(message, sender, viewerId) : null,
      unreadCount: unread.get(row.id) ?? 0,
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

function unknownParticipant(id: string): DirectMessageParticipant {
  return { id, type: "MEMBER", displayName: "Former member", avatarUrl: null };
}
