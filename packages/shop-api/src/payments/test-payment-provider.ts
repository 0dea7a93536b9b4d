import { randomBytes } from "node:crypto";
import { DECLINED_MESSAGE } from "@vitrine/contract/demo";
import type { Kysely, Selectable } from "kysely";
import type { TestPaymentCardsTable, TestPaymentIntentsTable } from "../db/membership-schema";
import type { Database } from "../db/schema";
import type { PaymentIntent, PaymentProvider, StoredCard } from "./payment-provider";
import { cardBrand, cardDigits, cardProblem, testCardBehavior } from "./test-cards";

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

function toCard(row: Selectable<TestPaymentCardsTable>): StoredCard {
  return {
    token: row.token,
    customerRef: row.customer_ref,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
  };
}

function toIntent(row: Selectable<TestPaymentIntentsTable>): PaymentIntent {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    failureMessage: row.failure_message,
  };
}

/**
 * The test payment provider: keeps its cards and intents in the shop database and decides by
 * card number (`TEST_CARDS`). A requires-action card answers `REQUIRES_ACTION` on its first
 * confirmation and succeeds on the next, standing in for the shopper's 3-D Secure step.
 */
export function createTestPaymentProvider(
  db: Kysely<Database>,
  clock: () => Date,
): PaymentProvider {
  const intentRow = (intentId: string) =>
    db.selectFrom("test_payment_intents").selectAll().where("id", "=", intentId).executeTakeFirst();

  const setStatus = async (
    intentId: string,
    status: PaymentIntent["status"],
    failureMessage: string | null = null,
  ): Promise<PaymentIntent> => {
    const row = await db
      .updateTable("test_payment_intents")
      .set({ status, failure_message: failureMessage })
      .where("id", "=", intentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIntent(row);
  };

  return {
    async tokenizeCard(card, customerRef) {
      const problem = cardProblem(card, clock());
      const digits = cardDigits(card.cardNumber);
      if (problem || !digits)
        return { ok: false, message: problem ?? "Your card number is not valid." };
      const row = await db
        .insertInto("test_payment_cards")
        .values({
          token: randomId("tok"),
          customer_ref: customerRef,
          brand: cardBrand(digits),
          last4: digits.slice(-4),
          exp_month: card.expMonth,
          exp_year: card.expYear,
          behavior: testCardBehavior(digits),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ok: true, card: toCard(row) };
    },

    async retrieveCard(token) {
      const row = await db
        .selectFrom("test_payment_cards")
        .selectAll()
        .where("token", "=", token)
        .executeTakeFirst();
      return row ? toCard(row) : null;
    },

    async createIntent({ amount, currency, cardToken, description }) {
      const row = await db
        .insertInto("test_payment_intents")
        .values({
          id: randomId("pi"),
          card_token: cardToken,
          amount,
          currency,
          description,
          status: "REQUIRES_CONFIRMATION",
          failure_message: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toIntent(row);
    },

    async retrieveIntent(intentId) {
      const row = await intentRow(intentId);
      return row ? toIntent(row) : null;
    },

    async confirm(intentId) {
      const intent = await intentRow(intentId);
      if (!intent) throw new Error(`Unknown payment intent ${intentId}`);
      if (intent.status === "SUCCEEDED" || intent.status === "CANCELED") return toIntent(intent);
      const card = await db
        .selectFrom("test_payment_cards")
        .select("behavior")
        .where("token", "=", intent.card_token)
        .executeTakeFirstOrThrow();
      if (card.behavior === "DECLINE") return setStatus(intentId, "FAILED", DECLINED_MESSAGE);
      if (card.behavior === "REQUIRE_ACTION" && intent.status === "REQUIRES_CONFIRMATION") {
        return setStatus(intentId, "REQUIRES_ACTION");
      }
      return setStatus(intentId, "SUCCEEDED");
    },

    async cancel(intentId) {
      const intent = await intentRow(intentId);
      if (!intent) throw new Error(`Unknown payment intent ${intentId}`);
      if (intent.status === "SUCCEEDED") return toIntent(intent);
      return setStatus(intentId, "CANCELED");
    },

    async refund(intentId) {
      const intent = await intentRow(intentId);
      if (!intent) throw new Error(`Unknown payment intent ${intentId}`);
      if (intent.status !== "SUCCEEDED") return toIntent(intent);
      return setStatus(intentId, "REFUNDED");
    },
  };
}
