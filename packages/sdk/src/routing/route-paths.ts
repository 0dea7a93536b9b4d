import { type PathRoute, type PathRouteName, routeRecord } from "./route-record";

type RoutePattern<Name extends PathRouteName> = Extract<PathRoute, { name: Name }>["path"];

type ParamNames<Pattern extends string> = Pattern extends `${string}$${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

/** The parameters a route's path needs, e.g. `{ slug: string }` for `product`. */
export type RouteParams<Name extends PathRouteName> = {
  [Key in ParamNames<RoutePattern<Name>>]: string;
};

type RoutePathArgs<Name extends PathRouteName> = [ParamNames<RoutePattern<Name>>] extends [never]
  ? []
  : [params: RouteParams<Name>];

const paramPattern = /\$(\w+)/g;

/**
 * The path of a named route with its parameters filled in, each encoded as one path segment, so
 * that a slug can never add segments, a query or a fragment. Links are built here, never
 * concatenated by hand. Throws a `TypeError` for a missing or empty parameter (it would otherwise
 * produce a path of another route).
 *
 * @example
 * routePath("cart") // "/cart"
 * routePath("product", { slug: "t-shirt" }) // "/products/t-shirt"
 * routePath("product", { slug: "a/b?c" }) // "/products/a%2Fb%3Fc"
 * routePath("thankyou", { orderId: "o1", thankyouId: "t1" }) // "/thankyou/o1/t1"
 */
export function routePath<Name extends PathRouteName>(
  name: Name,
  ...[params]: RoutePathArgs<Name>
): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return routeRecord(name).path.replace(paramPattern, (_, key: string) => {
    const value = values[key];
    if (typeof value !== "string" || value === "") {
      throw new TypeError(`routePath("${name}"): parameter "${key}" is missing or empty`);
    }
    return encodePathSegment(value);
  });
}

/**
 * `encodeURIComponent` leaves dots alone, and a segment of only dots would be resolved by the
 * browser as a relative step (`/products/..` is `/`), so those dots are encoded too.
 */
function encodePathSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  return /^\.+$/.test(encoded) ? encoded.replaceAll(".", "%2E") : encoded;
}
