import { CONFIRMATION_REFUSED_MESSAGE } from "@vitrine/contract/demo";
import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";
import type { PaymentIntent, PaymentProvider } from "../payments/payment-provider";

/**
 * Charges the member's saved card at once (tips, unlocks). There is no one to authenticate an
 * off-session payment, so one the bank wants confirmed is cancelled and refused like a decline:
 * 402 with the provider's words.
 */
export async function chargeSavedCard(
  db: ShopDatabase,
  provider: PaymentProvider,
  charge: { memberId: string; amount: number; currency: string; description: string },
): Promise<PaymentIntent> {
  const method = await db
    .selectFrom("payment_methods")
    .select("card_token")
    .where("member_id", "=", charge.memberId)
    .executeTakeFirst();
  if (!method) {
    throw httpError(400, "Add a payment method first.", { code: "PAYMENT_METHOD_REQUIRED" });
  }
  const intent = await provider.createIntent({
    amount: charge.amount,
    currency: charge.currency,
    cardToken: method.card_token,
    description: charge.description,
  });
  const result = await provider.confirm(intent.id);
  if (result.status === "SUCCEEDED") return result;
  if (result.status === "REQUIRES_ACTION") {
    await provider.cancel(result.id);
    throw httpError(402, CONFIRMATION_REFUSED_MESSAGE, {
      code: "PAYMENT_REQUIRES_ACTION",
    });
  }
  throw httpError(402, result.failureMessage ?? "The payment failed.", { code: "PAYMENT_FAILED" });
}
