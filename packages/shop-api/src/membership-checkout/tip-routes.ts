import { randomBytes } from "node:crypto";
import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import { participants, toDirectMessage } from "../direct-messages/dm-store";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { paymentProviderFor } from "../payments/provider-for";
import { recordBilling } from "./billing";
import { chargeSavedCard } from "./charge";

const { sendTip, unlockMessage } = endpoints.tips;

/** Tips to the creator and paid unlocks of locked direct messages, charged to the saved card. */
export function tipRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const provider = paymentProviderFor(deps);

  const member = [signedIn("MEMBER")];
  const router = new Hono<ShopEnv>();
  onEndpoint(router, sendTip, member, async (c, { body: { amount, message, creatorId } }) => {
    const { sub } = requireSession(c);
    const shop = c.var.shop;
    const creator = await db
      .selectFrom("users")
      .select(["id", "display_name"])
      .where("id", "=", creatorId)
      .where("shop_id", "=", shop.id)
      .where("type", "=", "CREATOR")
      .executeTakeFirst();
    if (!creator) throw httpError(404, "Creator not found.", { code: "NOT_FOUND" });
    const description = `Tip to ${creator.display_name}`;
    await chargeSavedCard(db, provider, {
      memberId: sub,
      amount,
      currency: shop.currency,
      description,
    });
    const id = `tip_${randomBytes(12).toString("base64url")}`;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("tips")
        .values({
          id,
          shop_id: shop.id,
          member_id: sub,
          creator_id: creator.id,
          amount,
          currency: shop.currency,
          message,
        })
        .execute();
      await recordBilling(trx, {
        shopId: shop.id,
        memberId: sub,
        date: clock(),
        description,
        amount,
        currency: shop.currency,
        status: "PAID",
      });
    });
    return c.json({ data: { id } });
  });
  onEndpoint(router, unlockMessage, member, async (c, { body: { messageId } }) => {
    const { sub } = requireSession(c);
    const shop = c.var.shop;
    const found = () =>
      db
        .selectFrom("dm_messages")
        .innerJoin("dm_threads", "dm_threads.id", "dm_messages.thread_id")
        .selectAll("dm_messages")
        .where("dm_messages.id", "=", messageId)
        .where("dm_threads.shop_id", "=", shop.id)
        .where("dm_threads.member_id", "=", sub)
        .executeTakeFirst();
    const message = await found();
    if (!message) throw httpError(404, "Message not found.", { code: "NOT_FOUND" });
    const price = message.unlock_price;
    if (price !== null && message.unlocked_at === null) {
      const description = "Unlocked message";
      const charge = await chargeSavedCard(db, provider, {
        memberId: sub,
        amount: price,
        currency: shop.currency,
        description,
      });
      // Of two unlocks racing past the check above, only the one that flips `unlocked_at` keeps
      // its charge and bills it; the other gives its money back, as paid-post unlocks do.
      const won = await db
        .transaction()
        .execute(async (trx) => {
          const flipped = await trx
            .updateTable("dm_messages")
            .set({ unlocked_at: clock() })
            .where("id", "=", message.id)
            .where("unlocked_at", "is", null)
            .returning("id")
            .executeTakeFirst();
          if (!flipped) return false;
          await recordBilling(trx, {
            shopId: shop.id,
            memberId: sub,
            date: clock(),
            description,
            amount: price,
            currency: shop.currency,
            status: "PAID",
          });
          return true;
        })
        .catch(async (error: unknown) => {
          await provider.refund(charge.id);
          throw error;
        });
      if (!won) await provider.refund(charge.id);
    }
    const current = await found();
    if (!current) throw httpError(404, "Message not found.", { code: "NOT_FOUND" });
    const sender = (await participants(db, [current.sender_id])).get(current.sender_id);
    if (!sender) throw httpError(404, "Message not found.", { code: "NOT_FOUND" });
    return c.json({ data: toDirectMessage(current, sender, sub) });
  });
  return router;
}
