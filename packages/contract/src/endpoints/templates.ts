import * as z from "zod/mini";
import { type AssignablePageType, isTemplateOf } from "../theme-sections/template-names";
import { defineEndpoint } from "./endpoint";

/** Where a creator assigns templates: `/api/creators/{products|collections}/:id/template`. */
export const CREATOR_CATALOG_API_PATH = "/api/creators";

/**
 * A page's template as its creator assigns it: a name of the page's own type (`product`,
 * `product.preorder`), or `null` for the page type's own. The name need not be arranged yet: a
 * page shows its page type's until it is.
 */
const assignmentBody = (pageType: AssignablePageType) =>
  z.object({
    template: z.nullable(
      z
        .string()
        .check(
          z.refine(
            (name) => isTemplateOf(pageType, name),
            `must be ${pageType} or ${pageType}.<name> (lowercase letters, digits and -)`,
          ),
        ),
    ),
  });

/** What an assignment answers: the page's id and its template now. */
export const templateAssignment = z.object({
  id: z.string(),
  template: z.nullable(z.string()),
});
export type TemplateAssignment = z.output<typeof templateAssignment>;

/**
 * The creator's choice of template for one product or collection (the customizer's template
 * picker): 400 VALIDATION_ERROR for a name of another page type, 404 for an unknown product or
 * collection. The storefront's product and collection answers carry it (`template`).
 */
export const templateEndpoints = {
  assignProductTemplate: defineEndpoint({
    method: "PUT",
    base: "membership",
    path: `${CREATOR_CATALOG_API_PATH}/products/:productId/template`,
    body: assignmentBody("product"),
    answer: templateAssignment,
    access: "creator",
  }),
  assignCollectionTemplate: defineEndpoint({
    method: "PUT",
    base: "membership",
    path: `${CREATOR_CATALOG_API_PATH}/collections/:collectionId/template`,
    body: assignmentBody("collection"),
    answer: templateAssignment,
    access: "creator",
  }),
};
