import type { MembershipCheckout, ShopCheckout } from "@vitrine/contract";
import { checkoutFixture } from "@vitrine/contract/fake-platform";
import { describe, expect, it, vi } from "vitest";
import type { StorefrontApi } from "../api/index";
import { withAnalyticsEvents } from "./tracked-api";

const membershipCheckout = (status: MembershipCheckout["status"]): MembershipCheckout => ({
  id: "mchk_1",
  tierId: "tier-paid",
  interval: "ANNUAL",
  memberId: null,
  upgrade: false,
  status,
  currency: "USD",
  subtotal: 6000,
  discountAmount: 1200,
  total: 4800,
  promotionCode: null,
  information: null,
  paymentIntentId: null,
  failureMessage: null,
});

function setup(answers: {
  shopCheckout?: ShopCheckout;
  membershipCheckout?: MembershipCheckout;
  fail?: boolean;
}) {
  const answer = <T>(value: T | undefined) =>
    vi.fn(() => (answers.fail ? Promise.reject(new Error("402")) : Promise.resolve(value)));
  const base = {
    cart: { get: vi.fn() },
    shopCheckout: {
      create: answer(answers.shopCheckout),
      pay: answer(answers.shopCheckout),
      confirmPayment: answer(answers.shopCheckout),
      get: vi.fn(),
    },
    order: {
      createCheckout: answer(answers.membershipCheckout),
      payCheckout: answer(answers.membershipCheckout),
    },
    membership: { signupMember: answer({ accessToken: "t" }) },
  } as unknown as StorefrontApi;
  const emit = vi.fn();
  return { api: withAnalyticsEvents(base, { emit }), base, emit };
}

describe("withAnalyticsEvents", () => {
  it("creating a shop checkout records checkout_started with its total", async () => {
    const checkout = checkoutFixture();
    const { api, emit } = setup({ shopCheckout: checkout });
    expect(await api.shopCheckout.create("cart-1")).toBe(checkout);
    expect(emit).toHaveBeenCalledExactlyOnceWith("checkout_started", {
      checkoutId: checkout.id,
      kind: "shop",
      value: checkout.totalAmount,
      currency: checkout.currency,
    });
  });

  it("a shop payment records a purchase only when it is paid", async () => {
    const paid = checkoutFixture({
      status: "PAID",
      order: { id: "ord_1", number: 1001, code: "ABC", thankyouId: "ty_1" },
    });
    const { api, emit } = setup({ shopCheckout: paid });
    await api.shopCheckout.pay(paid.id, { paymentMethodId: "pm" } as never);
    expect(emit).toHaveBeenCalledExactlyOnceWith("purchase", {
      orderId: "ord_1",
      kind: "shop",
      value: paid.totalAmount,
      currency: paid.currency,
    });

    const failed = setup({ shopCheckout: checkoutFixture({ status: "PAYMENT_FAILED" }) });
    await failed.api.shopCheckout.pay("chk", { paymentMethodId: "pm" } as never);
    expect(failed.emit).not.toHaveBeenCalled();

    const waiting = setup({ shopCheckout: checkoutFixture({ status: "REQUIRES_ACTION" }) });
    await waiting.api.shopCheckout.pay("chk", { paymentMethodId: "pm" } as never);
    expect(waiting.emit).not.toHaveBeenCalled();
  });

  it("a shop payment confirmed after 3-D Secure records the purchase", async () => {
    const paid = checkoutFixture({
      status: "PAID",
      order: { id: "ord_2", number: 1002, code: "DEF", thankyouId: "ty_2" },
    });
    const { api, emit } = setup({ shopCheckout: paid });
    await api.shopCheckout.confirmPayment(paid.id);
    expect(emit).toHaveBeenCalledExactlyOnceWith("purchase", {
      orderId: "ord_2",
      kind: "shop",
      value: paid.totalAmount,
      currency: paid.currency,
    });
  });

  it("a paid membership checkout records subscription_started and a purchase", async () => {
    const { api, emit } = setup({ membershipCheckout: membershipCheckout("PAID") });
    await api.order.payCheckout("mchk_1");
    expect(emit.mock.calls).toEqual([
      [
        "subscription_started",
        { tierId: "tier-paid", interval: "ANNUAL", value: 4800, currency: "USD" },
      ],
      ["purchase", { orderId: "mchk_1", kind: "membership", value: 4800, currency: "USD" }],
    ]);
  });

  it("a membership payment that needs confirmation records nothing yet", async () => {
    const { api, emit } = setup({ membershipCheckout: membershipCheckout("REQUIRES_ACTION") });
    await api.order.payCheckout("mchk_1");
    expect(emit).not.toHaveBeenCalled();
  });

  it("a membership checkout records checkout_started; a sign-up records sign_up and no identity", async () => {
    const { api, emit } = setup({ membershipCheckout: membershipCheckout("OPEN") });
    await api.order.createCheckout({ tierId: "tier-paid", interval: "ANNUAL" });
    await api.membership.signupMember({
      displayName: "Sam",
      email: "sam@x.test",
      password: "pw",
    } as never);
    expect(emit.mock.calls).toEqual([
      [
        "checkout_started",
        { checkoutId: "mchk_1", kind: "membership", value: 4800, currency: "USD" },
      ],
      ["sign_up", { userType: "MEMBER" }],
    ]);
  });

  it("a failed call records nothing and fails as before", async () => {
    const { api, emit } = setup({ fail: true });
    await expect(api.shopCheckout.create("cart-1")).rejects.toThrow("402");
    await expect(api.membership.signupMember({} as never)).rejects.toThrow("402");
    expect(emit).not.toHaveBeenCalled();
  });

  it("every other call is the API's own function", () => {
    const { api, base } = setup({});
    expect(api.cart).toBe(base.cart);
    expect(api.shopCheckout.get).toBe(base.shopCheckout.get);
  });
});
