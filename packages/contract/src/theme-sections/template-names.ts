/**
 * The pages a theme may arrange as templates, by the route they show: the one list the contract,
 * the shop API, the themes and the customizer read.
 */
export const TEMPLATE_PAGE_TYPES = [
  "home",
  "product",
  "collection",
  "products",
  "collections",
  "posts",
  "post",
  "video",
  "pricing",
  "cart",
  "page",
] as const;
export type TemplatePageType = (typeof TEMPLATE_PAGE_TYPES)[number];

/**
 * The page types whose pages each choose a template of their own: a product or a collection may
 * be assigned an alternative (`product.preorder`); every other page shows its page type's.
 */
export const ASSIGNABLE_PAGE_TYPES = ["product", "collection"] as const;
export type AssignablePageType = (typeof ASSIGNABLE_PAGE_TYPES)[number];

/** What follows the dot of an alternative's name: `preorder` in `product.preorder`. */
export const TEMPLATE_SUFFIX = /^[a-z0-9][a-z0-9-]{0,29}$/;

const PAGE_TYPES: ReadonlySet<string> = new Set(TEMPLATE_PAGE_TYPES);
const ASSIGNABLE: ReadonlySet<string> = new Set(ASSIGNABLE_PAGE_TYPES);

/** A template's name read: its page type and, for an alternative, its suffix. */
export interface TemplateName {
  pageType: TemplatePageType;
  /** `preorder` for `product.preorder`; `null` for the page type's own template. */
  alternative: string | null;
}

/**
 * A template's name split into its page type and alternative, or `null` when it is not one: a
 * page type of `TEMPLATE_PAGE_TYPES`, alone or, for a product or collection, followed by a dot and
 * a lowercase suffix.
 *
 * @example
 * parseTemplateName("product.preorder") // → { pageType: "product", alternative: "preorder" }
 * parseTemplateName("cart") // → { pageType: "cart", alternative: null }
 * parseTemplateName("cart.big") // → null (a cart has no alternatives)
 * parseTemplateName("product.Pre order") // → null
 */
export function parseTemplateName(name: string): TemplateName | null {
  const dot = name.indexOf(".");
  const pageType = dot === -1 ? name : name.slice(0, dot);
  if (!PAGE_TYPES.has(pageType)) return null;
  if (dot === -1) return { pageType: pageType as TemplatePageType, alternative: null };
  const alternative = name.slice(dot + 1);
  if (!ASSIGNABLE.has(pageType) || !TEMPLATE_SUFFIX.test(alternative)) return null;
  return { pageType: pageType as TemplatePageType, alternative };
}

/**
 * Whether `name` may be assigned to a page of `pageType`: the page type's own template or one of
 * its alternatives (which need not exist yet: a page falls back to the page type's own).
 *
 * @example
 * isTemplateOf("product", "product.preorder") // → true
 * isTemplateOf("product", "collection.sale") // → false
 */
export function isTemplateOf(pageType: AssignablePageType, name: string): boolean {
  return parseTemplateName(name)?.pageType === pageType;
}
