import {
  addressFixture,
  checkoutFixture,
  orderFixture,
  readyCheckout,
} from "@vitrine/contract/fake-platform";
import { describe, expect, it } from "vitest";
import { nextCheckoutPath, pendingStep, stepRedirect } from "./checkout-steps";

const noDetails = checkoutFixture();
const noShipping = checkoutFixture({ email: "ada@example.com", shippingAddress: addressFixture });
const ready = readyCheckout();
const { id, number, code, thankyouId } = orderFixture();
const paid = readyCheckout({ status: "PAID", order: { id, number, code, thankyouId } });

describe("pendingStep", () => {
  it("is information until the checkout has an email and an address", () => {
    expect(pendingStep(noDetails)).toBe("information");
  });

  it("is shipping until a rate is chosen, then payment, and none once paid", () => {
    expect(pendingStep(noShipping)).toBe("shipping");
    expect(pendingStep(ready)).toBe("payment");
    expect(pendingStep(paid)).toBeNull();
  });
});

describe("nextCheckoutPath", () => {
  it("goes on to the first pending step, or the thank-you page once paid", () => {
    expect(nextCheckoutPath(noDetails)).toBe("/checkouts/chk-1/information");
    expect(nextCheckoutPath(ready)).toBe("/checkouts/chk-1/payment");
    expect(nextCheckoutPath(paid)).toBe("/thankyou/ord-1/ty-1");
  });
});

describe("stepRedirect", () => {
  it("sends shipping and payment back to information while the checkout has no details", () => {
    expect(stepRedirect(noDetails, "shipping")).toBe("/checkouts/chk-1/information");
    expect(stepRedirect(noDetails, "payment")).toBe("/checkouts/chk-1/information");
  });

  it("sends payment back to shipping while no shipping method is chosen", () => {
    expect(stepRedirect(noShipping, "payment")).toBe("/checkouts/chk-1/shipping");
  });

  it("leaves the pending step and every step before it where they are", () => {
    expect(stepRedirect(noDetails, "information")).toBeUndefined();
    expect(stepRedirect(noShipping, "information")).toBeUndefined();
    expect(stepRedirect(noShipping, "shipping")).toBeUndefined();
    expect(stepRedirect(ready, "shipping")).toBeUndefined();
    expect(stepRedirect(ready, "payment")).toBeUndefined();
  });

  it("keeps a failed payment on the payment step", () => {
    const failed = readyCheckout({ status: "PAYMENT_FAILED", failureMessage: "Declined." });
    expect(stepRedirect(failed, "payment")).toBeUndefined();
  });

  it("never moves the message step of an open checkout", () => {
    expect(stepRedirect(noDetails, "message")).toBeUndefined();
  });

  it("sends every step of a paid checkout to its thank-you page", () => {
    for (const step of ["information", "shipping", "payment", "message"] as const) {
      expect(stepRedirect(paid, step)).toBe("/thankyou/ord-1/ty-1");
    }
  });
});
