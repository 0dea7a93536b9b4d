import { describe, expect, it } from "vitest";
import { mergeMessages } from "./merge-messages";

describe("mergeMessages", () => {
  it("lays the second over the first, area by area, keeping what only the first has", () => {
    const kit = { checkout: { information: { email: "Email", phone: "Phone" } }, cart: "Cart" };
    const page = { checkout: { information: { email: "Your email" }, title: "Checkout" } };
    expect(mergeMessages(kit, page)).toEqual({
      checkout: { information: { email: "Your email", phone: "Phone" }, title: "Checkout" },
      cart: "Cart",
    });
  });

  it("changes neither argument", () => {
    const base = { area: { a: "1" } };
    const over = { area: { b: "2" } };
    mergeMessages(base, over);
    expect(base).toEqual({ area: { a: "1" } });
    expect(over).toEqual({ area: { b: "2" } });
  });

  it("lets a string replace an area and an area replace a string", () => {
    expect(mergeMessages({ a: { b: "1" }, c: "2" }, { a: "text", c: { d: "3" } })).toEqual({
      a: "text",
      c: { d: "3" },
    });
  });

  it("never lets a __proto__, constructor or prototype key through", () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": "x", "prototype": "y", "ok": "fine"}',
    );
    const merged = mergeMessages({}, hostile);
    expect(merged).toEqual({ ok: "fine" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
