import { type Endpoint, multipart, nothing } from "@vitrine/contract";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type * as z from "zod/mini";
import type { ShopEnv } from "./shop-env";
import { parseJson, parseOrThrow, parseQuery } from "./validate";

/** A request's input, checked against its endpoint: a multipart body stays for the handler. */
export interface EndpointInput<E extends Endpoint> {
  params: z.output<E["params"]>;
  query: z.output<E["query"]>;
  body: E["body"] extends typeof multipart ? undefined : z.output<E["body"]>;
}

export type EndpointHandler<E extends Endpoint> = (
  c: Context<ShopEnv>,
  input: EndpointInput<E>,
) => Response | Promise<Response>;

/**
 * Answers `endpoint` (its method and path, from the contract) on `router`: `before` runs first
 * (caching, rate limits), then the path parameters, the query and a JSON body are checked against
 * the endpoint's schemas — 400 VALIDATION_ERROR names what is wrong, 415 when the body is not
 * JSON — and `handler` gets them parsed.
 *
 * @example
 * onEndpoint(router, endpoints.newsletter.subscribe, [rateLimit(limiter, "newsletter")],
 *   async (c, { body }) => c.json({ data: await subscribe(body.email) }, 202));
 */
export function onEndpoint<E extends Endpoint>(
  router: Hono<ShopEnv>,
  endpoint: E,
  before: MiddlewareHandler<ShopEnv>[],
  handler: EndpointHandler<E>,
): Hono<ShopEnv> {
  const answer: MiddlewareHandler<ShopEnv> = async (c) => {
    const params = parseOrThrow(endpoint.params, c.req.param()) as z.output<E["params"]>;
    const query = (
      endpoint.query === nothing ? undefined : parseQuery(c, endpoint.query)
    ) as z.output<E["query"]>;
    const body = (
      endpoint.body === nothing || endpoint.body === multipart
        ? undefined
        : await parseJson(c, endpoint.body)
    ) as EndpointInput<E>["body"];
    return handler(c, { params, query, body });
  };
  return router.on(endpoint.method, [endpoint.path], ...before, answer);
}
