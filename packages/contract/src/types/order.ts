import type { IsoDateTime, MoneyMinor } from "./common";
import type { BillingInterval } from "./membership";

export type MembershipCheckoutStatus =
  | "OPEN"
  | "REQUIRES_ACTION"
  | "PAID"
  | "PAYMENT_FAILED"
  | "CANCELED";

export interface CheckoutInformation {
  email: string;
  fullName: string;
  country: string;
  postalCode: string;
}

export interface MembershipCheckout {
  id: string;
  tierId: string;
  interval: BillingInterval;
  memberId: string | null;
  upgrade: boolean;
  status: MembershipCheckoutStatus;
  currency: string;
  subtotal: MoneyMinor;
  /** Annual discount plus promotion. */
  discountAmount: MoneyMinor;
  total: MoneyMinor;
  promotionCode: string | null;
  information: CheckoutInformation | null;
  /** Set after setup-payment: the test provider's intent id the payment step confirms. */
  paymentIntentId: string | null;
  /** Why the last payment failed, in words a shopper understands. */
  failureMessage: string | null;
}

export interface CreateMembershipCheckoutPayload {
  tierId: string;
  interval: BillingInterval;
  upgrade?: boolean;
  memberId?: string;
}

/** Card details for the test payment provider (see shop-api's README for test numbers). */
export interface PaymentMethodInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type BillingRecordStatus = "PAID" | "FAILED" | "REFUNDED";

export interface BillingRecord {
  id: string;
  invoiceNumber: string;
  date: IsoDateTime;
  description: string;
  amount: MoneyMinor;
  currency: string;
  status: BillingRecordStatus;
}

export interface SendTipPayload {
  amount: MoneyMinor;
  message: string;
  creatorId: string;
}

export interface UnlockMessagePayload {
  messageId: string;
}
