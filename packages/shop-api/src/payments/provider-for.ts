import type { ShopApiDeps } from "../http/env";
import type { PaymentProvider } from "./payment-provider";
import { createTestPaymentProvider } from "./test-payment-provider";

/** The provider every payment goes through: the one place a real provider is wired in. */
export function paymentProviderFor({ db, clock }: ShopApiDeps): PaymentProvider {
  return createTestPaymentProvider(db, clock);
}
