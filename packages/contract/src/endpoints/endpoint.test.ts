import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { answerEnvelope, defineEndpoint } from "./endpoint";
import { endpointPath, isPathParam } from "./endpoint-route";

const getProduct = defineEndpoint({
  method: "GET",
  base: "storefront",
  path: "/pod/products/:idOrSlug",
  answer: z.object({ id: z.string() }),
  access: "public",
});

const listProducts = defineEndpoint({
  method: "GET",
  base: "storefront",
  path: "/pod/products",
  answer: z.object({ id: z.string() }),
  list: true,
  access: "public",
});

describe("an endpoint's path", () => {
  it("takes its parameters from the path itself", () => {
    expect(Object.keys(getProduct.params.def.shape)).toEqual(["idOrSlug"]);
    expect(Object.keys(listProducts.params.def.shape)).toEqual([]);
  });

  it("encodes an id so it stays one segment", () => {
    expect(endpointPath(getProduct, { idOrSlug: "summer tee/2" })).toBe(
      "/pod/products/summer%20tee%2F2",
    );
  });

  it.each(["", ".", ".."])("refuses the id %j, which would address another endpoint", (id) => {
    expect(() => endpointPath(getProduct, { idOrSlug: id })).toThrow(TypeError);
  });

  it("counts an id's length in characters, as the platform's schema does: 200 emoji pass, 201 do not", () => {
    for (const [id, allowed] of [
      ["😀".repeat(200), true],
      ["😀".repeat(201), false],
      ["a".repeat(200), true],
      ["a".repeat(201), false],
    ] as const) {
      expect(isPathParam(id)).toBe(allowed);
      expect(z.safeParse(getProduct.params, { idOrSlug: id }).success).toBe(allowed);
    }
  });
});

describe("an endpoint's answer", () => {
  it("is { data } for one thing", () => {
    expect(z.safeParse(answerEnvelope(getProduct), { data: { id: "p1" } }).success).toBe(true);
    expect(z.safeParse(answerEnvelope(getProduct), { id: "p1" }).success).toBe(false);
  });

  it("is { data: [...], page } for a list", () => {
    const page = { pageNum: 0, pageSize: 12, totalElements: 1, totalPages: 1 };
    expect(z.safeParse(answerEnvelope(listProducts), { data: [{ id: "p1" }], page }).success).toBe(
      true,
    );
    expect(z.safeParse(answerEnvelope(listProducts), { data: [{ id: "p1" }] }).success).toBe(false);
  });
});
