import { randomBytes } from "node:crypto";
import type { MoneyMinor, PaymentMethodInput } from "@vitrine/sdk";

export type ChargeResult =
  | { status: "SUCCEEDED"; chargeId: string }
  | { status: "DECLINED"; message: string };

/** What the shop's checkout, donations and post unlocks need from a payment provider. */
export interface ShopPaymentProvider {
  charge(input: {
    amount: MoneyMinor;
    currency: string;
    card: PaymentMethodInput;
    description: string;
  }): Promise<ChargeResult>;
  refund(chargeId: string): Promise<void>;
}

const DECLINED_CARD = "4000000000000002";
const REQUIRES_ACTION_CARD = "4000002500003155";

/**
 * The test provider's answer for a card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined; a card that would need 3-D Secure cannot be confirmed in a one-step payment, so it
 * is declined too; any other number, an expired card or a bad CVC is refused.
 * @example testCardOutcome({ cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" }, new Date("2026-01-01"))
 * // { status: "SUCCEEDED" }
 */
export function testCardOutcome(
  card: PaymentMethodInput,
  now: Date,
): { status: "SUCCEEDED" } | { status: "DECLINED"; message: string } {
  const number = card.cardNumber.replace(/[\s-]/g, "");
  const expiry = card.expYear * 12 + (card.expMonth - 1);
  if (expiry < now.getUTCFullYear() * 12 + now.getUTCMonth()) {
    return { status: "DECLINED", message: "Your card has expired." };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { status: "DECLINED", message: "Your card's security code is not valid." };
  }
  if (number === DECLINED_CARD) return { status: "DECLINED", message: "Your card was declined." };
  if (number === REQUIRES_ACTION_CARD) {
    return {
      status: "DECLINED",
      message: "Your bank asks to confirm this payment. Please use another card.",
    };
  }
  if (number !== "4242424242424242") {
    return { status: "DECLINED", message: "Your card number is not valid." };
  }
  return { status: "SUCCEEDED" };
}

/** The in-process test provider: no network, card outcomes as `testCardOutcome` says. */
export function createTestShopPaymentProvider(clock: () => Date): ShopPaymentProvider {
  return {
    async charge({ card }) {
      const outcome = testCardOutcome(card, clock());
      if (outcome.status === "DECLINED") return outcome;
      return { status: "SUCCEEDED", chargeId: `ch_test_${randomBytes(12).toString("base64url")}` };
    },
    async refund() {},
  };
}
