// The kit's checkout parts: address and contact fields, the card form, the payment confirmation
// and the order summary. A subpath of its own, so only the pages that take a payment load them.

export {
  AddressFields,
  cleanAddress,
  EMPTY_ADDRESS,
  SHIPPING_COUNTRIES,
} from "./components/address-fields/address-fields";
export type { ShippingContact } from "./components/address-fields/shipping-contact";
export {
  ShippingContactFields,
  shippingContact,
  shippingContactValues,
} from "./components/address-fields/shipping-contact";
export { CardFieldset, useCardForm } from "./components/forms/card-fields";
export { cardExpiry, cardForm, cardInput, EMPTY_CARD } from "./components/forms/card-schema";
export { PaymentConfirmation } from "./components/forms/payment-confirmation";
export type {
  OrderSummaryProps,
  OrderSummaryTotals,
} from "./components/order-summary/order-summary";
export { OrderSummary } from "./components/order-summary/order-summary";
