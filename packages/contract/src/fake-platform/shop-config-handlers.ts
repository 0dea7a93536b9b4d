import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { endpoints } from "../endpoints/index";
import { shopFixture } from "../testing/shop-fixtures";
import { apiError, MOCK_ENDPOINTS, MOCK_ORIGIN } from "./shop-handlers";

const { discover, allowedOrigins, setAllowedOrigins } = endpoints.storefrontDiscovery;
const api = (path: string) => `${MOCK_ORIGIN}${path}`;

// The fake shop's CORS list, as its creator last set it: none to start with, as a new shop.
let origins: string[] = [];

/** The shop's configuration for an app, and its creator's CORS list, as shop-api answers them. */
export const shopConfigHandlers: RequestHandler[] = [
  http.get(api(discover.path), () => {
    const { id, name, currency, locale } = shopFixture();
    return HttpResponse.json({
      data: { shop: { id, name, currency, locale }, endpoints: MOCK_ENDPOINTS },
    });
  }),
  http.get(api(allowedOrigins.path), () => HttpResponse.json({ data: { origins } })),
  http.put(api(setAllowedOrigins.path), async ({ request }) => {
    const body = z.safeParse(setAllowedOrigins.body, await request.json());
    if (!body.success) return apiError(400, "origins: must be origins like https://app.example");
    origins = [...new Set(body.data.origins)];
    return HttpResponse.json({ data: { origins } });
  }),
];
