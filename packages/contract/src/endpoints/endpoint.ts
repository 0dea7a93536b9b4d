import * as z from "zod/mini";
import { pageInfo } from "../types/common";
import { isPathParam, PATH_PARAM_MAX_LENGTH } from "./endpoint-route";

/** Which of the platform's bases answers a call (the storefront's `endpoints` config). */
export type ApiBase = "storefront" | "gateway" | "membership";

export type EndpointMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may make a call; the platform refuses anyone else (401 when nobody is signed in, 403 when
 * the wrong person is).
 * - `public`: anyone, signed in or not (a cart is proved by its token, a parameter).
 * - `account`: a signed-in member or creator of the shop.
 * - `member`: a signed-in member of the shop.
 * - `subscriber`: a member with a live paid subscription.
 * - `creator`: the shop's creator.
 */
export type EndpointAccess = "public" | "account" | "member" | "subscriber" | "creator";

/** A zod object schema of named string values: the path's parameters. */
type ParamsSchema = z.ZodMiniObject;

/**
 * One call of the shop platform, described once: the SDK builds its request from it, shop-api
 * validates with it, the fake platform and the conformance suite answer and check against it.
 * `query` and `body` describe what arrives on the wire (strings in a query, JSON in a body);
 * `answer` is what the `{ data }` envelope holds, or one item of a `{ data, page }` list.
 */
export interface Endpoint<
  Params extends ParamsSchema = ParamsSchema,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Answer extends z.ZodMiniType = z.ZodMiniType,
  List extends boolean = boolean,
> {
  readonly method: EndpointMethod;
  readonly base: ApiBase;
  /** Hono/msw style: `/pod/products/:idOrSlug`. */
  readonly path: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly answer: Answer;
  /** `true` when the answer is a paged list: items under `data`, paging under `page`. */
  readonly list: List;
  readonly access: EndpointAccess;
}

/** A path parameter (`isPathParam`): a non-empty id that is not a dot segment, at most 200 characters. */
export const pathParam = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(PATH_PARAM_MAX_LENGTH),
    z.refine(isPathParam, "Not a valid id."),
  );

/** No query or body at all. */
export const nothing = z.optional(z.undefined());

/**
 * A multipart body (a form with a file): the platform's handler reads the form itself, field by
 * field, so the schema only says what kind of body it is.
 */
export const multipart = z.custom<FormData>(
  (value) => typeof FormData !== "undefined" && value instanceof FormData,
);

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

interface EndpointInit<Path extends string, Query, Body, Answer, List extends boolean> {
  method: EndpointMethod;
  base: ApiBase;
  path: Path;
  query?: Query;
  body?: Body;
  answer: Answer;
  list?: List;
  access: EndpointAccess;
}

/**
 * An endpoint record, its path parameters read from the path itself so they cannot disagree.
 *
 * @example
 * const getProduct = defineEndpoint({
 *   method: "GET", base: "storefront", path: "/pod/products/:idOrSlug",
 *   answer: product, access: "public",
 * });
 * getProduct.params.parse({ idOrSlug: "tee" }) // → { idOrSlug: "tee" }
 */
export function defineEndpoint<
  const Path extends string,
  Answer extends z.ZodMiniType,
  Query extends z.ZodMiniType = typeof nothing,
  Body extends z.ZodMiniType = typeof nothing,
  List extends boolean = false,
>(
  init: EndpointInit<Path, Query, Body, Answer, List>,
): Endpoint<
  z.ZodMiniObject<{ [Name in ParamNames<Path>]: typeof pathParam }>,
  Query,
  Body,
  Answer,
  List
> {
  const names = [...init.path.matchAll(/:(\w+)/g)].map((match) => match[1] as ParamNames<Path>);
  const shape = Object.fromEntries(names.map((name) => [name, pathParam])) as {
    [Name in ParamNames<Path>]: typeof pathParam;
  };
  return {
    method: init.method,
    base: init.base,
    path: init.path,
    params: z.object(shape),
    query: (init.query ?? nothing) as Query,
    body: (init.body ?? nothing) as Body,
    answer: init.answer,
    list: (init.list ?? false) as List,
    access: init.access,
  };
}

/** The path parameters an endpoint needs. */
export type EndpointParams<E extends Endpoint> = z.output<E["params"]>;
/** What a caller sends as the query (before the platform coerces it). */
export type EndpointQuery<E extends Endpoint> = z.input<E["query"]>;
/** What a caller sends as the JSON body. */
export type EndpointBody<E extends Endpoint> = z.input<E["body"]>;
/** The `data` of the answer: one item when the endpoint is a list. */
export type EndpointAnswer<E extends Endpoint> = z.output<E["answer"]>;

/**
 * The whole body an endpoint answers with: `{ data }`, or `{ data: [...], page }` for a list.
 *
 * @example
 * z.safeParse(answerEnvelope(subscribe), { data: { ok: true } }).success // → true
 * z.safeParse(answerEnvelope(subscribe), { ok: true }).success           // → false
 */
export function answerEnvelope(endpoint: Endpoint) {
  return endpoint.list
    ? z.object({ data: z.array(endpoint.answer), page: pageInfo })
    : z.object({ data: endpoint.answer });
}
