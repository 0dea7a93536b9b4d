import { randomBytes } from "node:crypto";
import { MAX_TIP_AMOUNT, MIN_TIP_AMOUNT, TIP_MESSAGE_MAX_LENGTH } from "@vitrine/contract";
import { Hono } from "hono";
import { z } from "zod";
import { requireSession } from "../auth/session-middleware";
import { participants, toDirectMessage } from "../direct-messages/dm-store";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseJson } from "../http/validate";
import { paymentProviderFor } from "../payments/provider-for";
import { recordBilling } from "./billing";
import { chargeSavedCard } from "./charge";

const BASE = "/order/v3/memberships";
const messageBody = z.object({ messageId: idSchema });
const tipBody = z.object({
  amount: z.number().int().min(MIN_TIP_AMOUNT).max(MAX_TIP_AMOUNT),
  message: z.string().trim().max(TIP_MESSAGE_MAX_LENGTH),
  creatorId: idSchema,
});

/** Tips to the creator and paid unlocks of locked direct messages, charged to the saved card. */
export function tipRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const provider = paymentProviderFor(deps);

  return new Hono<ShopEnv>()
    .post(`${BASE}/send-tip`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { amount, message, creatorId } = await parseJson(c, tipBody);
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
    })
    .post(`${BASE}/unlock-message`, async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { messageId } = await parseJson(c, messageBody);
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
}
