import { describe, expect, it } from "vitest";
import { parseBody } from "./parse-body";

describe("a response body as the SDK reads it", () => {
  it("is JSON when it is JSON", () => {
    expect(parseBody('{"data":{"id":"p1"}}')).toEqual({ data: { id: "p1" } });
    expect(parseBody("null")).toBeNull();
  });

  it("is its text otherwise: a proxy's error page, an empty body", () => {
    expect(parseBody("<html>Bad gateway</html>")).toBe("<html>Bad gateway</html>");
    expect(parseBody("")).toBe("");
  });

  it("keeps a __proto__ key an own property: no object's prototype changes", () => {
    const parsed = parseBody('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.hasOwn(parsed, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
