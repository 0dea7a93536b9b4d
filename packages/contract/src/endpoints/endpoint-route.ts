import type { ApiBase, Endpoint, EndpointAccess, EndpointMethod, EndpointParams } from "./endpoint";

/**
 * What a client needs of an endpoint to make the call: its method, base, path, whether it answers
 * a list, and who may make it; none of its schemas, so a browser calls the platform without
 * downloading zod and every call's schemas (the platform checks them). `endpoint` is never set:
 * it carries the endpoint's types to the calls made with the route.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  readonly method: EndpointMethod;
  readonly base: ApiBase;
  readonly path: E["path"];
  readonly list: E["list"];
  readonly access: EndpointAccess;
  readonly endpoint?: E;
}

/** The longest id a path parameter holds. */
export const PATH_PARAM_MAX_LENGTH = 200;

/**
 * A path parameter: a non-empty id that is not a dot segment, at most 200 characters (code
 * points, as zod's `maxLength` counts them: an emoji is one). A dot segment would silently
 * address another call (`/pod/products/..` climbs).
 *
 * @example
 * isPathParam("summer-tee") // → true
 * isPathParam("😀".repeat(200)) // → true
 * isPathParam("..") // → false
 */
export function isPathParam(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length > 0 &&
    // A code point is at most two UTF-16 units: a longer string is too long before it is counted.
    value.length <= 2 * PATH_PARAM_MAX_LENGTH &&
    Array.from(value).length <= PATH_PARAM_MAX_LENGTH &&
    value !== "." &&
    value !== ".."
  );
}

/**
 * The endpoint's path with its parameters filled in, each encoded as one segment. Takes the
 * endpoint or its route.
 *
 * @example
 * endpointPath(getProduct, { idOrSlug: "summer tee" }) // → "/pod/products/summer%20tee"
 * endpointPath(getProduct, { idOrSlug: ".." })         // throws TypeError
 */
export function endpointPath<E extends Endpoint>(
  endpoint: EndpointRoute<E> | E,
  params: EndpointParams<E>,
): string {
  const values = params as Record<string, unknown>;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (!isPathParam(value)) {
      throw new TypeError(`Invalid path id in ${JSON.stringify(params)} for ${endpoint.path}`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * The route of each endpoint of a record of services, as `endpointRoutes` holds them (generated
 * by `pnpm endpoint-routes`, and checked against this in the contract's tests).
 *
 * @example
 * routesOf({ cart: { get: endpoints.cart.get } })
 * // → { cart: { get: { method: "GET", base: "gateway", path: "/order/v3/cart", list: false, access: "public" } } }
 */
export function routesOf(
  services: Readonly<Record<string, Readonly<Record<string, Endpoint>>>>,
): Record<string, Record<string, EndpointRoute>> {
  return Object.fromEntries(
    Object.entries(services).map(([service, calls]) => [
      service,
      Object.fromEntries(
        Object.entries(calls).map(([call, { method, base, path, list, access }]) => [
          call,
          { method, base, path, list, access },
        ]),
      ),
    ]),
  );
}

/** The routes of a group of endpoints, call by call (`cartRoutes` of `endpoints.cart`). */
export type EndpointRoutesOf<Group> = {
  readonly [Call in keyof Group]: Group[Call] extends Endpoint ? EndpointRoute<Group[Call]> : never;
};
