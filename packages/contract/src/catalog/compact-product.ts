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
  const parts = valueParts(product.options);
  const written = (index: number, part: TextPart) =>
    writtenFromValues(variants[index]?.optionValueIds ?? [], parts, part);
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
        (index) => written(index, NAME),
      ),
      skus: textColumn(
        variants.map((variant) => variant.sku),
        (index) => written(index, SKU),
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
  const parts = valueParts(rest.options);
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
      id: textAt(table.ids, index, optionValueIds, parts, null),
      name: textAt(table.names, index, optionValueIds, parts, NAME),
      sku: textAt(table.skus, index, optionValueIds, parts, SKU),
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

/** Which part of a value a derived text is written from: its name, or its SKU part. */
type TextPart = 0 | 1;
const NAME: TextPart = 0;
const SKU: TextPart = 1;
const SEPARATORS: Record<TextPart, string> = { [NAME]: " / ", [SKU]: "-" };

/**
 * Each option value's name and SKU part by its id, worked out once, not per variant.
 *
 * @example
 * valueParts(trailRunner.options).get("trail-runner-colour-neon-pink") // ["Neon Pink", "NEON-PINK"]
 */
function valueParts(options: ProductOption[]): Map<string, readonly [string, string]> {
  return new Map(
    options.flatMap((option) =>
      option.optionValues.map(
        (value) =>
          [
            value.valueId,
            [value.name, value.name.toUpperCase().replace(/\s+/g, SEPARATORS[SKU])] as const,
          ] as const,
      ),
    ),
  );
}

/**
 * A variant's text written from its values, as the platform writes it.
 *
 * @example
 * writtenFromValues(["…-eu-35", "…-black", "…-canvas"], parts, NAME) // "EU 35 / Black / Canvas"
 * writtenFromValues(["…-eu-35", "…-black", "…-canvas"], parts, SKU) // "EU-35-BLACK-CANVAS"
 */
function writtenFromValues(
  valueIds: readonly string[],
  parts: ReadonlyMap<string, readonly [string, string]>,
  part: TextPart,
): string {
  let written = "";
  for (const [position, valueId] of valueIds.entries()) {
    if (position > 0) written += SEPARATORS[part];
    written += parts.get(valueId)?.[part] ?? "";
  }
  return written;
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
 * Variant `index`'s text: its own after the prefix, or written from its values' parts (`null`
 * for a column never written so).
 */
function textAt(
  text: TextColumn,
  index: number,
  valueIds: readonly string[],
  parts: ReadonlyMap<string, readonly [string, string]>,
  part: TextPart | null,
): string {
  if ("each" in text) return text.prefix + (text.each[index] ?? "");
  return text.prefix + (part === null ? "" : writtenFromValues(valueIds, parts, part));
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
