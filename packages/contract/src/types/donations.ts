import type { IsoDateTime, MoneyMinor } from "./common";
import type { PaymentMethodInput } from "./order";

export interface DonationSettings {
  enabled: boolean;
  title: string;
  description: string;
  currency: string;
  presetAmounts: MoneyMinor[];
  minAmount: MoneyMinor;
  maxAmount: MoneyMinor;
  messageMaxLength: number;
}

export interface DonationPayload {
  amount: MoneyMinor;
  email: string;
  donorName?: string;
  message?: string;
  paymentmethod: PaymentMethodInput;
}

/** A paid donation: the success page's data. Declined payments store nothing. */
export interface Donation {
  id: string;
  amount: MoneyMinor;
  currency: string;
  donorName: string | null;
  message: string | null;
  createdAt: IsoDateTime;
}
