import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { EMPTY_ADDRESS } from "./address-fields";
import { shippingContact } from "./shipping-contact";

const issuesOf = (value: unknown) =>
  z.safeParse(shippingContact, value).error?.issues.map((issue) => issue.path.join("."));

describe("shippingContact", () => {
  it("names the required fields left blank, spaces counting as blank", () => {
    const shippingAddress = { ...EMPTY_ADDRESS, fullName: "Ada", line1: " " };
    expect(issuesOf({ email: "ada@demo.test", shippingAddress })).toEqual([
      "shippingAddress.line1",
      "shippingAddress.city",
      "shippingAddress.postalCode",
    ]);
  });

  it("trims every field and leaves the blank optional ones out", () => {
    const shippingAddress = {
      ...EMPTY_ADDRESS,
      fullName: " Ada ",
      line1: "1 Main St",
      city: "Springfield",
      postalCode: "12345",
      line2: "  ",
    };
    const contact = z.parse(shippingContact, { email: " Ada@Demo.test ", shippingAddress });
    expect(contact.email).toBe("ada@demo.test");
    expect(contact.shippingAddress.fullName).toBe("Ada");
    expect(contact.shippingAddress).not.toHaveProperty("line2");
  });
});
