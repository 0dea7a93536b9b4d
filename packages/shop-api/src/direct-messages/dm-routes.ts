import { randomUUID } from "node:crypto";
import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { listPage } from "../http/paging";
import type { ShopEnv } from "../http/shop-env";
import {
  participants,
  threadNotFound,
  toDirectMessage,
  toThreads,
  unreadCounts,
  visibleThreads,
} from "./dm-store";

const { listThreads, getThread, sendMessage, widget } = endpoints.directMessages;

const MAX_THREAD_MESSAGES = 500;

/** Direct messages between members and the shop's creator: threads, reading, sending, widget. */
export function directMessageRoutes({ db, clock }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  onEndpoint(router, listThreads, [signedIn()], async (c, { query: { page, size } }) => {
    const viewer = requireSession(c);
    const threads = visibleThreads(db, c.var.shop.id, viewer);
    const { rows, page: pageBlock } = await listPage(
      threads
        .selectAll("dm_threads")
        .orderBy("dm_threads.updated_at", "desc")
        .orderBy("dm_threads.id"),
      { page, size },
    );
    return c.json({ data: await toThreads(db, rows, viewer.sub), page: pageBlock });
  });
  onEndpoint(router, getThread, [signedIn()], async (c, { params }) => {
    const viewer = requireSession(c);
    const thread = await visibleThreads(db, c.var.shop.id, viewer)
      .selectAll("dm_threads")
      .where("dm_threads.id", "=", params.threadId)
      .executeTakeFirst();
    if (!thread) throw threadNotFound();
    // Opening a thread reads what the other side sent.
    await db
      .updateTable("dm_messages")
      .set({ read_at: clock() })
      .where("thread_id", "=", thread.id)
      .where("sender_id", "!=", viewer.sub)
      .where("read_at", "is", null)
      .execute();
    const messages = await db
      .selectFrom("dm_messages")
      .selectAll()
      .where("thread_id", "=", thread.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(MAX_THREAD_MESSAGES)
      .execute();
    const [summary] = await toThreads(db, [thread], viewer.sub);
    const people = await participants(db, [thread.member_id, thread.creator_id]);
    return c.json({
      data: {
        ...summary,
        messages: messages.reverse().flatMap((message) => {
          const sender = people.get(message.sender_id);
          return sender ? [toDirectMessage(message, sender, viewer.sub)] : [];
        }),
      },
    });
  });
  onEndpoint(router, sendMessage, [signedIn("MEMBER")], async (c, { body: { body } }) => {
    const { sub } = requireSession(c, "MEMBER");
    const shop = c.var.shop;
    if (!shop.membership.directMessagesEnabled) {
      throw httpError(404, "Direct messages are off in this shop.", {
        code: "DIRECT_MESSAGES_DISABLED",
      });
    }
    const creator = await db
      .selectFrom("users")
      .select("id")
      .where("shop_id", "=", shop.id)
      .where("type", "=", "CREATOR")
      .orderBy("created_at")
      .executeTakeFirst();
    if (!creator)
      throw httpError(404, "This shop has no creator to write to.", { code: "NOT_FOUND" });
    const now = clock();
    const message = await db.transaction().execute(async (trx) => {
      const thread = await trx
        .insertInto("dm_threads")
        .values({
          id: `dmt_${randomUUID()}`,
          shop_id: shop.id,
          member_id: sub,
          creator_id: creator.id,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(["shop_id", "member_id"]).doUpdateSet({ updated_at: now }))
        .returning("id")
        .executeTakeFirstOrThrow();
      return trx
        .insertInto("dm_messages")
        .values({
          id: `dmm_${randomUUID()}`,
          thread_id: thread.id,
          sender_id: sub,
          body,
          unlock_price: null,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    const sender = (await participants(db, [sub])).get(sub);
    if (!sender) throw httpError(404, "Member not found.", { code: "NOT_FOUND" });
    return c.json({ data: toDirectMessage(message, sender, sub) });
  });
  onEndpoint(router, widget, [signedIn("MEMBER")], async (c) => {
    const viewer = requireSession(c, "MEMBER");
    const threads = await visibleThreads(db, c.var.shop.id, viewer)
      .select("dm_threads.id")
      .execute();
    const unread = await unreadCounts(
      db,
      threads.map((thread) => thread.id),
      viewer.sub,
    );
    const unreadMessageCount = [...unread.values()].reduce((sum, count) => sum + count, 0);
    return c.json({ data: { unreadMessageCount } });
  });
  return router;
}
