import { describe, expect, it } from "vitest";
import { cleanAddress, EMPTY_ADDRESS } from "./address-fields";

describe("cleanAddress", () => {
  it("leaves the blank optional fields out", () => {
    const address = cleanAddress({ ...EMPTY_ADDRESS, fullName: "Ada" });
    expect(address.fullName).toBe("Ada");
    expect(address).not.toHaveProperty("line2");
    expect(address).not.toHaveProperty("phone");
  });
});
