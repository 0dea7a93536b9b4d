import { type CompactProduct, type Product, unpackProduct } from "@vitrine/contract";

/** The API's compact answer of each product the SDK unpacked, for the page to carry again. */
const answers = new WeakMap<object, CompactProduct>();

/**
 * A product from the API's compact answer (`unpackProduct`), remembering that answer: a page that
 * shows it carries the answer, not 2,048 variant objects (`packResource`).
 *
 * @example
 * const product = productFromAnswer(await client.call(getProduct, …)); // product.variants[0].id
 */
export function productFromAnswer(answer: CompactProduct): Product {
  const product = unpackProduct(answer);
  answers.set(product, answer);
  return product;
}

/**
 * A resource as a page carries it: a product the API answered as its compact answer, anything
 * else as it is.
 *
 * @example
 * packResource(await api.storefront.getProduct("trail-runner")) // { …, compactVariants: { count: 2048, … } }
 * packResource(collection) // collection
 */
export function packResource(value: unknown): unknown {
  return (typeof value === "object" && value !== null && answers.get(value)) || value;
}

/**
 * A resource as the page's code reads it: `packResource` undone.
 *
 * @example
 * unpackResource(packResource(product)) // deep-equals product
 */
export function unpackResource(value: unknown): unknown {
  return typeof value === "object" && value !== null && "compactVariants" in value
    ? productFromAnswer(value as CompactProduct)
    : value;
}
