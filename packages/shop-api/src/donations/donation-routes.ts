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

const { settings: settingsCall, donate, confirm, get } = endpoints.donations;

const donationsOff = () =>
  httpError(404, "This shop does not take donations.", { code: "DONATIONS_DISABLED" });

const donationNotFound = () => httpError(404, "Donation not found.", { code: "NOT_FOUND" });
const declined = (message: string) => httpError(402, message, { code: "PAYMENT_DECLINED" });

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
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    donorName: row.donor_name,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Donations under `/order/v3/donations`: the shop's settings, a donation paid through the payment
 * provider (a declined card stores nothing and answers 402; one whose bank asks the donor to
 * confirm is recorded `REQUIRES_ACTION` until they do), and the success page's data by the
 * donation's unguessable id.
 */
export function donationRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const payments = createShopPayments(paymentProviderFor(deps));
  const settingsOf = (shopId: string) =>
    db.selectFrom("donation_settings").selectAll().where("shop_id", "=", shopId).executeTakeFirst();

  const donationOf = async (shopId: string, donationId: string) => {
    const row = await db
      .selectFrom("donations")
      .selectAll()
      .where("shop_id", "=", shopId)
      .where("id", "=", donationId)
      .executeTakeFirst();
    if (!row) throw donationNotFound();
    return row;
  };

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
      confirmable: true,
    });
    if (charge.status === "DECLINED") throw declined(charge.message);
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
          status: charge.status === "SUCCEEDED" ? "PAID" : "REQUIRES_ACTION",
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
  onEndpoint(router, confirm, [], async (c, { params }) => {
    const row = await donationOf(c.var.shop.id, params.donationId);
    if (row.status === "PAID") return c.json({ data: toDonation(row) });
    const charge = await payments.confirm(row.charge_id, {
      amount: row.amount,
      currency: row.currency,
    });
    if (charge.status !== "SUCCEEDED") {
      await db.deleteFrom("donations").where("id", "=", row.id).execute();
      throw declined(charge.status === "DECLINED" ? charge.message : "The payment failed.");
    }
    const paid = await db
      .updateTable("donations")
      .set({ status: "PAID" })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ data: toDonation(paid) });
  });
  onEndpoint(router, get, [], async (c, { params }) => {
    const row = await donationOf(c.var.shop.id, params.donationId);
    // A donation waiting for the donor's bank is not given yet: no success page.
    if (row.status !== "PAID") throw donationNotFound();
    return c.json({ data: toDonation(row) });
  });
  return router;
}
