import type { MoneyMinor, PaymentMethodInput } from "@vitrine/contract";
import { CONFIRMATION_REFUSED_MESSAGE } from "@vitrine/contract/demo";
import type { PaymentProvider } from "../payments/payment-provider";

export type ChargeResult =
  | { status: "SUCCEEDED"; intentId: string }
  | { status: "DECLINED"; message: string };

/** One-step card payments of the shop: checkout, donations and post unlocks. */
export interface ShopPayments {
  charge(input: {
    amount: MoneyMinor;
    currency: string;
    card: PaymentMethodInput;
    description: string;
    /** Who owns the card token the provider makes: a member id, or the shop's guest buyer. */
    customerRef: string;
  }): Promise<ChargeResult>;
  refund(intentId: string): Promise<void>;
}

/**
 * The shop's payments through the platform's one provider: the card is tokenized, an intent
 * created and confirmed at once. These pages have no 3-D Secure step, so an intent the bank
 * wants confirmed is cancelled and the payment declined with the provider's words. Call outside
 * database transactions (the provider keeps its own records).
 */
export function createShopPayments(provider: PaymentProvider): ShopPayments {
  return {
    async charge({ amount, currency, card, description, customerRef }) {
      const tokenized = await provider.tokenizeCard(card, customerRef);
      if (!tokenized.ok) return { status: "DECLINED", message: tokenized.message };
      const intent = await provider.createIntent({
        amount,
        currency,
        cardToken: tokenized.card.token,
        description,
      });
      const result = await provider.confirm(intent.id);
      if (result.status === "SUCCEEDED") return { status: "SUCCEEDED", intentId: result.id };
      if (result.status === "REQUIRES_ACTION") {
        await provider.cancel(result.id);
        return {
          status: "DECLINED",
          message: CONFIRMATION_REFUSED_MESSAGE,
        };
      }
      return { status: "DECLINED", message: result.failureMessage ?? "The payment failed." };
    },
    async refund(intentId) {
      await provider.refund(intentId);
    },
  };
}
