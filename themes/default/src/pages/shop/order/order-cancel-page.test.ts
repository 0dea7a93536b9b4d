import { describe, expect, it } from "vitest";
import { cancelPageTitle } from "./order-cancel-page";

describe("cancelPageTitle", () => {
  it("asks only while the order can be cancelled", () => {
    expect(cancelPageTitle({ status: "PAID", cancellable: true })).toBe("orders.cancel.title");
    expect(cancelPageTitle({ status: "CANCELED", cancellable: false })).toBe(
      "orders.cancel.cancelledTitle",
    );
    expect(cancelPageTitle({ status: "FULFILLED", cancellable: false })).toBe(
      "orders.cancel.closedTitle",
    );
  });
});
