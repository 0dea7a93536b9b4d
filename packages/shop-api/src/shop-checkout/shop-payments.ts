import type { MoneyMinor, PaymentMethodInput } from "@vitrine/contract";
import { CONFIRMATION_REFUSED_MESSAGE } from "@vitrine/contract/demo";
import type { PaymentIntent, PaymentProvider } from "../payments/payment-provider";

export type ChargeResult =
  | { status: "SUCCEEDED"; intentId: string }
  /** The bank asks the buyer to confirm (3-D Secure): `confirm(intentId)` once they have. */
  | { status: "REQUIRES_ACTION"; intentId: string }
  | { status: "DECLINED"; message: string };

/** What a confirmed payment must still be: what the buyer agreed to pay. */
interface ExpectedCharge {
  amount: MoneyMinor;
  currency: string;
}

/** Card payments of the shop: checkout, donations and post unlocks. */
export interface ShopPayments {
  /**
   * Tokenizes the card and pays at once. A payment the bank wants confirmed is kept for
   * `confirm` when the page offers that step (`confirmable`), declined otherwise.
   */
  charge(
    input: ExpectedCharge & {
      card: PaymentMethodInput;
      description: string;
      /** Who owns the card token the provider makes: a member id, or the shop's guest buyer. */
      customerRef: string;
      confirmable?: boolean;
    },
  ): Promise<ChargeResult>;
  /**
   * Pays an intent `charge` kept for the buyer's confirmation; one that is not, or no longer, for
   * `expected` is cancelled and declined.
   */
  confirm(intentId: string, expected: ExpectedCharge): Promise<ChargeResult>;
  /** Gives up a payment kept for confirmation (the buyer pays another way). */
  cancel(intentId: string): Promise<void>;
  refund(intentId: string): Promise<void>;
}

const CHANGED_MESSAGE = "What you are paying for changed. Please pay again.";

/**
 * The shop's payments through the platform's one provider: the card is tokenized, an intent
 * created and confirmed at once. Where the page has a 3-D Secure step (checkout, donations) an
 * intent the bank wants confirmed waits for `confirm`; elsewhere (post unlocks) it is cancelled
 * and the payment declined with the provider's words. Call outside database transactions (the
 * provider keeps its own records).
 */
export function createShopPayments(provider: PaymentProvider): ShopPayments {
  async function settle(result: PaymentIntent, confirmable: boolean): Promise<ChargeResult> {
    if (result.status === "SUCCEEDED") return { status: "SUCCEEDED", intentId: result.id };
    if (result.status === "REQUIRES_ACTION") {
      if (confirmable) return { status: "REQUIRES_ACTION", intentId: result.id };
      await provider.cancel(result.id);
      return { status: "DECLINED", message: CONFIRMATION_REFUSED_MESSAGE };
    }
    return { status: "DECLINED", message: result.failureMessage ?? "The payment failed." };
  }

  return {
    async charge({ amount, currency, card, description, customerRef, confirmable = false }) {
      const tokenized = await provider.tokenizeCard(card, customerRef);
      if (!tokenized.ok) return { status: "DECLINED", message: tokenized.message };
      const intent = await provider.createIntent({
        amount,
        currency,
        cardToken: tokenized.card.token,
        description,
      });
      return settle(await provider.confirm(intent.id), confirmable);
    },
    async confirm(intentId, { amount, currency }) {
      const intent = await provider.retrieveIntent(intentId);
      if (intent === null || intent.status !== "REQUIRES_ACTION") {
        return { status: "DECLINED", message: CHANGED_MESSAGE };
      }
      if (intent.amount !== amount || intent.currency !== currency) {
        await provider.cancel(intentId);
        return { status: "DECLINED", message: CHANGED_MESSAGE };
      }
      // Confirmed a second time, the bank has had its answer: paid, or declined with a reason.
      return settle(await provider.confirm(intentId), false);
    },
    async cancel(intentId) {
      await provider.cancel(intentId);
    },
    async refund(intentId) {
      await provider.refund(intentId);
    },
  };
}
