import { randomBytes } from "node:crypto";
import type { BillingRecord, BillingRecordStatus, PaymentMethod } from "@vitrine/contract";
import type { Kysely, Selectable } from "kysely";
import type { BillingRecordsTable, PaymentMethodsTable } from "../db/membership-schema";
import type { Database } from "../db/schema";
import type { StoredCard } from "../payments/payment-provider";

/**
 * An invoice number: the date and a random suffix, unique without a shared counter.
 * @example invoiceNumber(new Date("2026-11-22T10:00:00Z")) // "INV-20261122-7KQ2M9XA"
 */
export function invoiceNumber(date: Date): string {
  const day = date.toISOString().slice(0, 10).replaceAll("-", "");
  return `INV-${day}-${randomBytes(5).toString("hex").toUpperCase()}`;
}

export async function recordBilling(
  db: Kysely<Database>,
  record: {
    shopId: string;
    memberId: string;
    date: Date;
    description: string;
    amount: number;
    currency: string;
    status: BillingRecordStatus;
  },
): Promise<void> {
  await db
    .insertInto("billing_records")
    .values({
      id: `bil_${randomBytes(12).toString("base64url")}`,
      shop_id: record.shopId,
      member_id: record.memberId,
      invoice_number: invoiceNumber(record.date),
      date: record.date,
      description: record.description,
      amount: record.amount,
      currency: record.currency,
      status: record.status,
    })
    .execute();
}

export function toBillingRecord(row: Selectable<BillingRecordsTable>): BillingRecord {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    date: row.date.toISOString(),
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
  };
}

export function toPaymentMethod(row: Selectable<PaymentMethodsTable>): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
  };
}

/** Makes `card` the member's saved card, replacing the one before. */
export async function savePaymentMethod(
  db: Kysely<Database>,
  memberId: string,
  card: StoredCard,
): Promise<Selectable<PaymentMethodsTable>> {
  const values = {
    id: `pm_${randomBytes(12).toString("base64url")}`,
    card_token: card.token,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  };
  return db
    .insertInto("payment_methods")
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column("member_id").doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}
