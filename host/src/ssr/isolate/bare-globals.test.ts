import { describe, expect, it } from "vitest";
import { bareAtob } from "./bare-globals";

describe("bareAtob", () => {
  it("decodes base64 as the browser's atob does, padded or not, ignoring white space", () => {
    for (const text of ["", "f", "fo", "foo", "foob", "fooba", "foobar", "\u00ff\u00fe\u0000"]) {
      const encoded = btoa(text);
      expect(bareAtob(encoded)).toBe(atob(encoded));
      expect(bareAtob(encoded.replace(/=+$/, ""))).toBe(text);
    }
    expect(bareAtob(" Zm9v\nYmFy ")).toBe("foobar");
  });

  it("reads a session token's claims, as jwt-decode asks it to", () => {
    const claims = btoa(JSON.stringify({ sub: "c1", user_type: "CREATOR" }));
    expect(JSON.parse(bareAtob(claims))).toEqual({ sub: "c1", user_type: "CREATOR" });
  });

  it("throws on text that is not base64, as browsers do", () => {
    for (const text of ["a", "ab-c", "Zm9v*", "Zm9vY==="]) {
      expect(() => bareAtob(text)).toThrow();
      expect(() => atob(text)).toThrow();
    }
  });
});
