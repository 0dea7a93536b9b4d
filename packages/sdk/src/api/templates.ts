import { type TemplateAssignment, templatesRoutes } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { assignProductTemplate, assignCollectionTemplate } = templatesRoutes;

/**
 * The template each product or collection shows, for the shop's creator (`membershipBase`): a
 * name of its page type (`product.preorder`) or `null` for the page type's own. A name of another
 * page type fails with an ApiError of `statusCode` 400, an unknown product or collection with 404.
 *
 * @example
 * await api.templates.assignProductTemplate("prod-1", "product.preorder");
 * await api.templates.assignCollectionTemplate("col-sale", null);
 */
export interface TemplatesApi {
  assignProductTemplate(
    productId: string,
    template: string | null,
    options?: RequestOptions,
  ): Promise<TemplateAssignment>;
  assignCollectionTemplate(
    collectionId: string,
    template: string | null,
    options?: RequestOptions,
  ): Promise<TemplateAssignment>;
}

export function createTemplatesApi(client: HttpClient): TemplatesApi {
  return {
    assignProductTemplate: async (productId, template, options) =>
      client.call(assignProductTemplate, { params: { productId }, body: { template } }, options),
    assignCollectionTemplate: async (collectionId, template, options) =>
      client.call(
        assignCollectionTemplate,
        { params: { collectionId }, body: { template } },
        options,
      ),
  };
}
