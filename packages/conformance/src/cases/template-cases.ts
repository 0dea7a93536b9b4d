import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";
import { sharedProduct } from "./catalog-cases";

const { assignProductTemplate, assignCollectionTemplate } = endpoints.templates;

/**
 * The customizer's template picker: an alternative assigned to a product or collection shows in
 * its answer, then the page type's own is assigned back, leaving the shop as it was.
 */
export const templateCases: ConformanceCase[] = [
  {
    endpoint: assignProductTemplate,
    as: "creator",
    call: async (shop) => {
      const { id } = await sharedProduct(shop);
      const assigned = await shop.api.templates.assignProductTemplate(id, "product.preorder");
      if (assigned.template !== "product.preorder") throw new Error("The assignment is answered");
      const read = await shop.api.storefront.getProduct(id);
      if (read.template !== "product.preorder") throw new Error("The product carries it");
      await shop.api.templates.assignProductTemplate(id, null);
    },
  },
  {
    endpoint: assignCollectionTemplate,
    as: "creator",
    call: async (shop) => {
      const { id } = await shop.api.storefront.getCollection("apparel");
      await shop.api.templates.assignCollectionTemplate(id, "collection.sale");
      const read = await shop.api.storefront.getCollection(id);
      if (read.template !== "collection.sale") throw new Error("The collection carries it");
      await shop.api.templates.assignCollectionTemplate(id, null);
    },
  },
];
