import { describe, expect, it } from "vitest";
import { loginReturningTo, returnPath } from "./return-to";

describe("where the login form returns to", () => {
  it.each(["/customize", "/", "/products/a?b=1#c", "/membership/posts/x%2Fy"])(
    "follows the same-origin path %s",
    (path) => {
      expect(returnPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    "",
    "customize",
    "https://evil.test/",
    "http://shop.invalid/customize",
    "//evil.test",
    "//evil.test/customize",
    "/\\evil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    " /customize",
    "javascript:alert(1)",
    "/x/../..//evil.test",
  ])("follows nothing for %j", (value) => {
    expect(returnPath(value)).toBeNull();
  });

  it("writes the login address with the path encoded, which returnPath reads back", () => {
    const address = loginReturningTo("/customize");
    expect(address).toBe("/membership/auth/login?returnTo=%2Fcustomize");
    const back = new URL(address, "http://shop.test").searchParams.get("returnTo");
    expect(returnPath(back)).toBe("/customize");
  });
});
