import { describe, expect, it } from "vitest";
import { createLargeVariantProduct, createTeeProduct } from "../testing/variant-product";
import type { Product } from "../types/catalog";
import { compactProduct } from "../types/catalog";
import { packProduct, unpackProduct } from "./compact-product";

const large = createLargeVariantProduct();

describe("a product's variants as the API sends them", () => {
  it("the 2,048-variant product comes back exactly, from positions into its option values", () => {
    const compact = packProduct(large);
    expect(compact.compactVariants.count).toBe(2048);
    expect(compact.compactVariants.optionValues).toEqual({
      positions: expect.any(Array) as unknown,
    });
    expect(compact).not.toHaveProperty("variants");
    expect(compactProduct.safeParse(compact).success).toBe(true);
    expect(unpackProduct(JSON.parse(JSON.stringify(compact)))).toEqual(large);
    // Its JSON is a small part of the objects'.
    const ratio = JSON.stringify(compact).length / JSON.stringify(large).length;
    expect(ratio).toBeLessThan(0.2);
  });

  it("keeps names, SKUs, prices, stock and images that follow no pattern, variant by variant", () => {
    const product = {
      ...large,
      variants: large.variants.map((variant, index) => ({
        ...variant,
        name: index === 5 ? "A one-off name" : variant.name,
        sku: `SKU-${(index * 7919) % 10007}`,
        price: 1000 + index,
        compareAtPrice: index % 2 === 0 ? null : 5000,
        stock: index === 3 ? null : index,
        images:
          index === 9
            ? [{ id: "i9", url: "/i9.webp", alt: "", position: 0, width: 10, height: 10 }]
            : [],
      })),
    } satisfies Product;
    expect(unpackProduct(packProduct(product))).toEqual(product);
  });

  it("keeps a variant matrix positions cannot say (values out of order, or missing) as ids", () => {
    const [first, second, ...others] = large.variants;
    if (first === undefined || second === undefined) throw new Error("the product has variants");
    const product = {
      ...large,
      variants: [
        { ...first, optionValueIds: [...first.optionValueIds].reverse() },
        { ...second, optionValueIds: ["no-such-value"] },
        ...others,
      ],
    };
    const compact = packProduct(product);
    expect(compact.compactVariants.optionValues).toHaveProperty("ids");
    expect(unpackProduct(compact)).toEqual(product);
  });

  it("a product of a few variants, and one of none, round-trip too", () => {
    const tee = createTeeProduct();
    expect(unpackProduct(JSON.parse(JSON.stringify(packProduct(tee))))).toEqual(tee);
    const none = { ...tee, options: [], variants: [] };
    expect(unpackProduct(packProduct(none))).toEqual(none);
  });
});
