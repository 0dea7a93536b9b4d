import type {
  CompactProduct,
  CompactVariants,
  Product,
  ProductOption,
  ProductVariant,
} from "../types/catalog";

type Column<T> = { same: T } | { values: T[]; at: number[] } | { each: T[] };
type TextColumn = CompactVariants["ids"];

/** A dictionary pays off once the variants outnumber its values this many times. */
const DICTIONARY_RATIO = 4;

/**
 * The product as the API sends it: its variants as columns (`CompactVariants`), each variant's
 * option values as positions into its options' values. The 2,048-variant Trail Runner is about
 * 45 KB of JSON this way against 630 KB as variant objects, which the server wrote, decoded and
 * parsed on every render of its page, and the page carried again.
 *
 * @example
 * const compact = packProduct(trailRunner);
 * compact.compactVariants.optionValues // { positions: [0, 0, 0, 0, 0, 1, …] }
 * compact.compactVariants.names // { prefix: "", fromValues: true }: "EU 35 / Black / Canvas"
 * unpackProduct(compact) // deep-equals trailRunner
 */
export function packProduct(product: Product): CompactProduct {
  const { variants, ...rest } = product;
  const positions = valuePositions(product.options, variants);
  const nameOf = valueNames(product.options);
  const namesOf = (index: number) =>
    variants[index]?.optionValueIds.map((valueId) => nameOf.get(valueId) ?? "") ?? [];
  return {
    ...rest,
    compactVariants: {
      count: variants.length,
      optionValues: positions
        ? { positions }
        : { ids: variants.map((variant) => variant.optionValueIds) },
      ids: textColumn(variants.map((variant) => variant.id)),
      names: textColumn(
        variants.map((variant) => variant.name),
        (index) => nameFromValues(namesOf(index)),
      ),
      skus: textColumn(
        variants.map((variant) => variant.sku),
        (index) => skuFromValues(namesOf(index)),
      ),
      price: column(variants.map((variant) => variant.price)),
      compareAtPrice: column(variants.map((variant) => variant.compareAtPrice)),
      images: column(variants.map((variant) => variant.images)),
      stock: column(variants.map((variant) => variant.stock)),
      available: column(variants.map((variant) => variant.available)),
      weightGrams: column(variants.map((variant) => variant.weightGrams)),
    },
  };
}

/**
 * The product with its variant objects, from `packProduct`'s form.
 *
 * @example
 * unpackProduct(packProduct(trailRunner)).variants[1]
 * // { id: "trail-runner-v2", name: "EU 35 / Black / Leather", optionValueIds: [...], … }
 */
export function unpackProduct(compact: CompactProduct): Product {
  const { compactVariants: table, ...rest } = compact;
  const optionCount = rest.options.length;
  // Each value's id and its part of a derived name and SKU, worked out once, not per variant.
  const parts = new Map(
    rest.options.flatMap((option) =>
      option.optionValues.map(
        (value) => [value.valueId, [value.name, skuPart(value.name)] as const] as const,
      ),
    ),
  );
  const values = table.optionValues;
  const variants: ProductVariant[] = new Array(table.count);
  for (let index = 0; index < table.count; index++) {
    const optionValueIds: string[] =
      "ids" in values ? (values.ids[index] ?? []) : new Array(optionCount);
    if ("positions" in values) {
      for (let o = 0; o < optionCount; o++) {
        const position = values.positions[index * optionCount + o] ?? -1;
        optionValueIds[o] = rest.options[o]?.optionValues[position]?.valueId ?? "";
      }
    }
    variants[index] = {
      id: textAt(table.ids, index, optionValueIds, parts, -1),
      name: textAt(table.names, index, optionValueIds, parts, 0),
      sku: textAt(table.skus, index, optionValueIds, parts, 1),
      price: valueAt(table.price, index),
      compareAtPrice: valueAt(table.compareAtPrice, index),
      optionValueIds,
      images: valueAt(table.images, index),
      stock: valueAt(table.stock, index),
      available: valueAt(table.available, index),
      weightGrams: valueAt(table.weightGrams, index),
    };
  }
  return { ...rest, variants };
}

/**
 * Each variant's value of each option as its position in the option, variant after variant, or
 * `null` when a variant does not name exactly one value of each option, in the options' order.
 */
function valuePositions(options: ProductOption[], variants: ProductVariant[]): number[] | null {
  const byOption = options.map(
    (option) => new Map(option.optionValues.map((value, position) => [value.valueId, position])),
  );
  const positions: number[] = [];
  for (const variant of variants) {
    if (variant.optionValueIds.length !== byOption.length) return null;
    for (const [option, valueId] of variant.optionValueIds.entries()) {
      const position = byOption[option]?.get(valueId);
      if (position === undefined) return null;
      positions.push(position);
    }
  }
  return positions;
}

/** Every option value's name by its id. */
function valueNames(options: ProductOption[]): Map<string, string> {
  return new Map(
    options.flatMap((option) => option.optionValues.map((value) => [value.valueId, value.name])),
  );
}

const NAME_SEPARATOR = " / ";
const SKU_SEPARATOR = "-";

/** "EU 35 / Black / Canvas", as the platform names a variant. */
function nameFromValues(names: string[]): string {
  return names.join(NAME_SEPARATOR);
}

/** "EU-35-BLACK-CANVAS": the value names in upper case, spaces as dashes, joined by dashes. */
function skuFromValues(names: string[]): string {
  return names.map(skuPart).join(SKU_SEPARATOR);
}

/** "Neon Pink" → "NEON-PINK". */
function skuPart(name: string): string {
  return name.toUpperCase().replace(/\s+/g, SKU_SEPARATOR);
}

function textColumn(texts: string[], fromValues?: (index: number) => string): TextColumn {
  if (fromValues && texts.length > 0) {
    const prefix = prefixBefore(texts[0] ?? "", fromValues(0));
    if (prefix !== null && texts.every((text, index) => text === prefix + fromValues(index))) {
      return { prefix, fromValues: true };
    }
  }
  const prefix = commonPrefix(texts);
  return { prefix, each: texts.map((text) => text.slice(prefix.length)) };
}

/**
 * Variant `index`'s text: its own after the prefix, or written from its values' parts (`part` 0
 * the names, 1 the SKU parts; -1 for a column never written so).
 */
function textAt(
  text: TextColumn,
  index: number,
  valueIds: readonly string[],
  parts: ReadonlyMap<string, readonly [string, string]>,
  part: -1 | 0 | 1,
): string {
  if ("each" in text) return text.prefix + (text.each[index] ?? "");
  if (part === -1) return text.prefix;
  let written = "";
  for (const [position, valueId] of valueIds.entries()) {
    if (position > 0) written += part === 0 ? NAME_SEPARATOR : SKU_SEPARATOR;
    written += parts.get(valueId)?.[part] ?? "";
  }
  return text.prefix + written;
}

/** What comes before `end` in `text`, or `null` when `text` does not end with it. */
function prefixBefore(text: string, end: string): string | null {
  return text.endsWith(end) ? text.slice(0, text.length - end.length) : null;
}

function commonPrefix(texts: string[]): string {
  let prefix = texts[0] ?? "";
  for (const text of texts) {
    while (!text.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  return prefix;
}

function column<T>(items: T[]): Column<T> {
  const positions = new Map<string, number>();
  const values: T[] = [];
  const at = items.map((item) => {
    // Primitives key themselves; an image list is keyed by its JSON.
    const key = typeof item === "object" && item !== null ? JSON.stringify(item) : String(item);
    let position = positions.get(key);
    if (position === undefined) {
      position = values.length;
      positions.set(key, position);
      values.push(item);
    }
    return position;
  });
  if (values.length === 1) return { same: values[0] as T };
  if (values.length * DICTIONARY_RATIO <= items.length) return { values, at };
  return { each: items };
}

function valueAt<T>(column: Column<T>, index: number): T {
  if ("same" in column) return column.same;
  if ("each" in column) return column.each[index] as T;
  return column.values[column.at[index] ?? 0] as T;
}
