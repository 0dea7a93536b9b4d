import {
  DONATION_MESSAGE_MAX_LENGTH,
  type Donation,
  type DonationSettings,
  endpoints,
} from "@vitrine/contract";
import { Hono, type MiddlewareHandler } from "hono";
import type { Selectable } from "kysely";
import type { DonationSettingsTable, DonationsTable } from "../db/content-and-orders-schema";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { randomId } from "../orders/order-codes";
import { paymentProviderFor } from "../payments/provider-for";
import { createShopPayments } from "../shop-checkout/shop-payments";

const { settings: settingsCall, donate, get } = endpoints.donations;

const donationsOff = () =>
  httpError(404, "This shop does not take donations.", { code: "DONATIONS_DISABLED" });

function toSettings(row: Selectable<DonationSettingsTable>, currency: string): DonationSettings {
  return {
    enabled: row.enabled,
    title: row.title,
    description: row.description,
    currency,
    presetAmounts: row.preset_amounts,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    messageMaxLength: DONATION_MESSAGE_MAX_LENGTH,
  };
}

function toDonation(row: Selectable<DonationsTable>): Donation {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    donorName: row.donor_name,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Donations under `/order/v3/donations`: the shop's settings, a donation paid in one step
 * through the payment provider (a declined card stores nothing and answers 402), and the
 * success page's data by the donation's unguessable id.
 */
export function donationRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const payments = createShopPayments(paymentProviderFor(deps));
  const settingsOf = (shopId: string) =>
    db.selectFrom("donation_settings").selectAll().where("shop_id", "=", shopId).executeTakeFirst();

  const router = new Hono<ShopEnv>();
  onEndpoint(router, settingsCall, [], async (c) => {
    const settings = await settingsOf(c.var.shop.id);
    if (!settings) throw donationsOff();
    return c.json({ data: toSettings(settings, c.var.shop.currency) });
  });
  // A shop that takes no donations says so (404) before the donor's form is judged.
  const takesDonations: MiddlewareHandler<ShopEnv> = async (c, next) => {
    if (!(await settingsOf(c.var.shop.id))?.enabled) throw donationsOff();
    await next();
  };
  onEndpoint(router, donate, [takesDonations], async (c, { body }) => {
    const shop = c.var.shop;
    const settings = await settingsOf(shop.id);
    if (!settings?.enabled) throw donationsOff();
    if (body.amount < settings.min_amount || body.amount > settings.max_amount) {
      throw httpError(400, "Choose an amount within the shop's limits.", {
        code: "VALIDATION_ERROR",
        issues: [
          {
            path: "amount",
            message: `Between ${settings.min_amount} and ${settings.max_amount}`,
          },
        ],
      });
    }
    const charge = await payments.charge({
      amount: body.amount,
      currency: shop.currency,
      card: body.paymentmethod,
      description: `Donation to ${shop.name}`,
      customerRef: `donor:${body.email}`,
    });
    if (charge.status === "DECLINED") {
      throw httpError(402, charge.message, { code: "PAYMENT_DECLINED" });
    }
    try {
      const row = await db
        .insertInto("donations")
        .values({
          id: randomId("don"),
          shop_id: shop.id,
          amount: body.amount,
          currency: shop.currency,
          email: body.email,
          donor_name: body.donorName || null,
          message: body.message || null,
          charge_id: charge.intentId,
          created_at: clock(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json({ data: toDonation(row) });
    } catch (error) {
      await payments.refund(charge.intentId);
      throw error;
    }
  });
  onEndpoint(router, get, [], async (c, { params }) => {
    const row = await db
      .selectFrom("donations")
      .selectAll()
      .where("shop_id", "=", c.var.shop.id)
      .where("id", "=", params.donationId)
      .executeTakeFirst();
    if (!row) throw httpError(404, "Donation not found.", { code: "NOT_FOUND" });
    return c.json({ data: toDonation(row) });
  });
  return router;
}
