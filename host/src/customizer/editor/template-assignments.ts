import type { AssignablePageType } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";

/** A product or collection the owner may assign a template to. */
export interface TemplateTarget {
  id: string;
  label: string;
}

/** What the template picker asks of the shop: products and collections, and the assignment. */
export interface TemplateAssignments {
  /** The shop's products (its first page), to assign a product template to. */
  products(): Promise<TemplateTarget[]>;
  /** The shop's collections, to assign a collection template to. */
  collections(): Promise<TemplateTarget[]>;
  /** `PUT /api/creators/{products|collections}/:id/template`. */
  assign(pageType: AssignablePageType, id: string, template: string | null): Promise<void>;
}

/** At most this many products are offered; a shop with more is offered its newest. */
const OFFERED = 50;

/**
 * The assignments over the SDK's calls (the creator's session).
 *
 * @example
 * await storefrontTemplateAssignments(storefront).assign("product", "prod_1", "product.preorder");
 */
export function storefrontTemplateAssignments({
  api,
}: Pick<Storefront, "api">): TemplateAssignments {
  return {
    products: async () =>
      (await api.storefront.listProducts({ pageSize: OFFERED })).data.map((product) => ({
        id: product.id,
        label: product.name,
      })),
    collections: async () =>
      (await api.storefront.listCollections({ pageSize: OFFERED })).data.map((collection) => ({
        id: collection.id,
        label: collection.title,
      })),
    assign: async (pageType, id, template) => {
      if (pageType === "product") await api.templates.assignProductTemplate(id, template);
      else await api.templates.assignCollectionTemplate(id, template);
    },
  };
}
