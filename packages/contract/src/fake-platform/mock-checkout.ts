import { checkoutLineOf } from "../checkout-line";
import { DECLINED_MESSAGE, TEST_CARDS } from "../demo/demo";
import type { Donation } from "../types/donations";
import type { PaymentMethodInput } from "../types/order";
import type {
  Order,
  ShippingAddress,
  ShopCheckout,
  ShopCheckoutInformation,
} from "../types/shop-checkout";
import {
  checkoutFixture,
  checkoutTotals,
  orderFixture,
  shippingRatesFor,
} from "./checkout-fixtures";
import { mockCart } from "./mock-cart";

const digits = (card: string) => card.replace(/\s/g, "");

/** What a story starts the mock shop's checkout and orders from. */
export interface MockCheckoutStart {
  /** The checkout the API holds (`chk-1` by default, at its first step). */
  checkout?: ShopCheckout | null;
  /** The order the status page finds by its code (a cancellable paid order by default). */
  order?: Order;
  /** The next payment fails with 409 SOLD_OUT, as when the last one sold while paying. */
  soldOut?: boolean;
}

/**
 * The checkout and orders as the mock shop API keeps them, so the steps answer like a server:
 * details set the rates, a rate sets the totals, each test card pays as documented and a paid
 * checkout becomes an order the thank-you and status pages find. Module state like `mockCart`;
 * stories reset it in `beforeEach`.
 */
export const mockCheckout = {
  checkout: null as ShopCheckout | null,
  orders: new Map<string, Order>(),
  soldOut: false,
  /** A donation made with the 3-D Secure card, until the donor confirms it. */
  pendingDonation: null as Donation | null,
  reset(start: MockCheckoutStart = {}) {
    this.pendingDonation = null;
    this.checkout = start.checkout === undefined ? checkoutFixture() : start.checkout;
    const order = start.order ?? orderFixture();
    this.orders = new Map([[order.code, structuredClone(order)]]);
    this.soldOut = start.soldOut ?? false;
  },
  /** A new checkout of the mock cart's lines; `null` when the cart is empty. */
  create(): ShopCheckout | null {
    if (mockCart.items.length === 0) return null;
    this.checkout = checkoutFixture({ lines: mockCart.items.map(checkoutLineOf) });
    return this.checkout;
  },
  find(checkoutId: string): ShopCheckout | null {
    return this.checkout?.id === checkoutId ? this.checkout : null;
  },
  update(checkout: ShopCheckout, change: Partial<ShopCheckout>): ShopCheckout {
    const next = { ...checkout, ...change };
    this.checkout = { ...next, ...checkoutTotals(next.lines, next.shippingRate?.amount ?? 0) };
    return this.checkout;
  },
  setInformation(checkout: ShopCheckout, information: ShopCheckoutInformation): ShopCheckout {
    return this.update(checkout, { ...information, shippingRate: null });
  },
  ratesFor(address: ShippingAddress) {
    const checkout = this.checkout;
    const discounted = checkout ? checkout.subTotalAmount - checkout.totalDiscountAmount : 0;
    return shippingRatesFor(address, discounted);
  },
  /**
   * Pays as the test provider does: 4242… pays, 0002 is declined, 3220 waits for the shopper to
   * confirm with their bank (`confirmPayment`).
   */
  pay(checkout: ShopCheckout, card: PaymentMethodInput): ShopCheckout {
    const number = card.cardNumber;
    if (number === digits(TEST_CARDS.declined)) {
      return this.update(checkout, { status: "PAYMENT_FAILED", failureMessage: DECLINED_MESSAGE });
    }
    if (number === digits(TEST_CARDS.requiresAction)) {
      return this.update(checkout, { status: "REQUIRES_ACTION", failureMessage: null });
    }
    return this.complete(checkout);
  },
  /** The bank's step done: a checkout waiting for it is paid. */
  confirmPayment(checkout: ShopCheckout): ShopCheckout | null {
    if (checkout.status === "PAID") return checkout;
    return checkout.status === "REQUIRES_ACTION" ? this.complete(checkout) : null;
  },
  /** A paid checkout: its order made, for the thank-you and status pages. */
  complete(checkout: ShopCheckout): ShopCheckout {
    const order = orderFixture({
      email: checkout.email ?? "",
      lines: checkout.lines,
      ...checkoutTotals(checkout.lines, checkout.shippingRate?.amount ?? 0),
      shippingAddress: checkout.shippingAddress ?? orderFixture().shippingAddress,
      shippingMethod: checkout.shippingRate?.name ?? "",
      message: checkout.message,
    });
    this.orders.set(order.code, order);
    const { id, number: orderNumber, code, thankyouId } = order;
    return this.update(checkout, {
      status: "PAID",
      failureMessage: null,
      order: { id, number: orderNumber, code, thankyouId },
    });
  },
  findOrder(code: string): Order | undefined {
    return this.orders.get(code.toUpperCase());
  },
};
