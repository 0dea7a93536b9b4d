import type { PaymentMethodInput } from "@vitrine/contract";
import type { PaymentIntentStatus } from "../db/membership-schema";

/** What the platform may keep about a card: never its number or CVC. */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface StoredCard extends CardSummary {
  token: string;
  /** The platform's reference of the card's owner (a member id): a token only works for them. */
  customerRef: string;
}

export interface PaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  /** Why the payment failed, in words a shopper understands; `null` unless `FAILED`. */
  failureMessage: string | null;
}

export type TokenizeResult = { ok: true; card: StoredCard } | { ok: false; message: string };

/**
 * The payment provider the platform charges through. The reference API ships the test provider
 * (`createTestPaymentProvider`); a real one (Stripe, Adyen, …) implements the same calls.
 * Calls talk to the provider, never to the platform's transaction: make them before or after a
 * database transaction, not inside one.
 */
export interface PaymentProvider {
  /** Checks the card and exchanges it for a reusable token owned by `customerRef`. */
  tokenizeCard(card: PaymentMethodInput, customerRef: string): Promise<TokenizeResult>;
  retrieveCard(token: string): Promise<StoredCard | null>;
  /** A payment of `amount` (minor units) on the card, not yet attempted. */
  createIntent(input: {
    amount: number;
    currency: string;
    cardToken: string;
    description: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(intentId: string): Promise<PaymentIntent | null>;
  /** Attempts the payment: `SUCCEEDED`, `FAILED` (with a message) or `REQUIRES_ACTION`. */
  confirm(intentId: string): Promise<PaymentIntent>;
  /** Gives up an intent that has not succeeded. */
  cancel(intentId: string): Promise<PaymentIntent>;
  /** Gives the whole amount of a succeeded intent back; other intents are left as they are. */
  refund(intentId: string): Promise<PaymentIntent>;
}
