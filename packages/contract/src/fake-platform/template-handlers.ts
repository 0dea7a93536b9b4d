import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { endpoints } from "../endpoints/index";
import { catalogueProducts, collections } from "./catalog-fixtures";
import { assignTemplate } from "./mock-templates";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";

const { assignProductTemplate, assignCollectionTemplate } = endpoints.templates;
const api = (path: string) => `${MOCK_ORIGIN}${path}`;

function assign(
  endpoint: typeof assignProductTemplate | typeof assignCollectionTemplate,
  exists: (id: string) => boolean,
  what: string,
): RequestHandler {
  return http.put(api(endpoint.path), async ({ params, request }) => {
    const id = String(Object.values(params)[0]);
    const body = z.safeParse(endpoint.body, await request.json());
    if (!body.success) return apiError(400, "template: is not a template of this page type.");
    if (!exists(id)) return apiError(404, `${what} not found`);
    assignTemplate(id, body.data.template);
    return HttpResponse.json({ data: { id, template: body.data.template } });
  });
}

/** The customizer's template assignments, as shop-api answers them (404 for an unknown id). */
export const templateHandlers: RequestHandler[] = [
  assign(
    assignProductTemplate,
    (id) => catalogueProducts().some((product) => product.id === id),
    "Product",
  ),
  assign(
    assignCollectionTemplate,
    (id) => collections.some((collection) => collection.id === id),
    "Collection",
  ),
];
