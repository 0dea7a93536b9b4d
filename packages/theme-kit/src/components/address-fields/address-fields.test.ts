import { describe, expect, it } from "vitest";
import { addressErrors, cleanAddress, EMPTY_ADDRESS } from "./address-fields";

describe("addressErrors", () => {
  it("names the required fields left blank, spaces counting as blank", () => {
    expect(addressErrors({ ...EMPTY_ADDRESS, fullName: "Ada", line1: " " })).toEqual({
      line1: "required",
      city: "required",
      postalCode: "required",
    });
  });
});

describe("cleanAddress", () => {
  it("trims every field and leaves the blank optional ones out", () => {
    const address = cleanAddress({ ...EMPTY_ADDRESS, fullName: " Ada ", line2: "  " });
    expect(address.fullName).toBe("Ada");
    expect(address).not.toHaveProperty("line2");
  });
});
