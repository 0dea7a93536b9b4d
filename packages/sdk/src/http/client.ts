import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointRoute,
  endpointPath,
  type ListResponse,
} from "@vitrine/contract";
import { createFetch } from "ofetch";
import type { FetchLike, ResolvedStorefrontConfig } from "../config";
import { type RequestOptions, toApiError } from "./api-error";
import { parseBody } from "./parse-body";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | undefined;

export interface HttpRequest {
  method?: HttpMethod;
  /** Absent (`undefined`) values are left out of the query string. */
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: object | FormData;
}

/** How a client proves who the visitor is, with the token read at call time. */
export type ClientAuth = "none" | "membership-token" | "bearer";

/** What a call sends: the path's parameters (when it has any), its query and its body. */
export type CallInput<E extends Endpoint> = (Record<string, never> extends EndpointParams<E>
  ? { params?: undefined }
  : { params: EndpointParams<E> }) & {
  query?: { [Name in keyof EndpointQuery<E>]?: QueryValue };
  body?: EndpointBody<E> | FormData;
};

/** The `data` of a call's answer, or the whole `{ data, page }` of a list call. */
export type CallAnswer<E extends Endpoint> = E["list"] extends true
  ? ListResponse<EndpointAnswer<E>>
  : EndpointAnswer<E>;

/** One base URL of the shop platform; every call answers an envelope that these unwrap. */
export interface HttpClient {
  /**
   * The call `endpoint` describes (its method and path, the parameters filled in), answering its
   * `data`, or the whole list for a list endpoint.
   */
  call<E extends Endpoint>(
    endpoint: EndpointRoute<E>,
    input: CallInput<E>,
    options?: RequestOptions,
  ): Promise<CallAnswer<E>>;
  /** A `DataResponse<T>` call, answering its `data`. */
  data<T>(path: string, request?: HttpRequest, options?: RequestOptions): Promise<T>;
}

export interface HttpClientConfig {
  baseURL: string;
  shopId: string;
  customizing: boolean;
  previewing: boolean;
  auth: ClientAuth;
  readToken: () => string | undefined;
  fetch?: FetchLike;
}

/**
 * An ofetch client for one base. Every call carries `X-ShopId` and, when set, the query flags
 * `customizing=true` / `previewing=true`; it has no timeout (spec §9) and no retries, so a call
 * is sent once and fails once, through the error rule of `toApiError`.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const $fetch = createFetch({
    // Resolved per call so that a fetch installed after start-up (polyfill, test stub) is used.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    defaults: { baseURL: config.baseURL, timeout: 0, retry: false, parseResponse: parseBody },
  });
  const flags: Record<string, string> = {};
  if (config.customizing) flags.customizing = "true";
  if (config.previewing) flags.previewing = "true";

  function headers(): Record<string, string> {
    const result: Record<string, string> = { "X-ShopId": config.shopId };
    const token = config.auth === "none" ? undefined : config.readToken();
    if (token && config.auth === "membership-token") result["X-Membership-Token"] = token;
    if (token && config.auth === "bearer") result.Authorization = `Bearer ${token}`;
    return result;
  }

  async function envelope(
    path: string,
    request: HttpRequest,
    options: RequestOptions,
  ): Promise<Record<string, unknown>> {
    const method = request.method ?? "GET";
    let response: unknown;
    try {
      response = await $fetch(path, {
        method,
        query: { ...request.query, ...flags },
        body: request.body as Record<string, unknown> | FormData | undefined,
        headers: headers(),
        signal: options.signal,
      });
    } catch (error) {
      throw toApiError(error, options);
    }
    if (typeof response !== "object" || response === null || !("data" in response)) {
      throw new TypeError(`[${method}] ${path}: the response is not a { data } envelope`);
    }
    return response as Record<string, unknown>;
  }

  return {
    call: async <E extends Endpoint>(
      endpoint: EndpointRoute<E>,
      input: CallInput<E>,
      options: RequestOptions = {},
    ) => {
      const path = endpointPath(endpoint, (input.params ?? {}) as EndpointParams<E>);
      const request: HttpRequest = {
        method: endpoint.method,
        query: input.query as Record<string, QueryValue> | undefined,
        body: input.body as object | FormData | undefined,
      };
      const response = await envelope(path, request, options);
      return (endpoint.list ? response : response.data) as CallAnswer<E>;
    },
    data: async <T>(path: string, request: HttpRequest = {}, options: RequestOptions = {}) =>
      (await envelope(path, request, options)).data as T,
  };
}

/** The clients of one storefront instance, one per base and way of authenticating. */
export interface HttpClients {
  /** `storefrontApiBase`: catalogue, social feeds, cross-sell. */
  storefront: HttpClient;
  /** `gatewayBase`: the cart. */
  cart: HttpClient;
  /** `gatewayBase` with `X-Membership-Token`: the order service. */
  order: HttpClient;
  /** `membershipBase` with `Authorization: Bearer`: membership API and direct messages. */
  membership: HttpClient;
}

export function createHttpClients(
  config: ResolvedStorefrontConfig,
  readToken: () => string | undefined,
  fetch?: FetchLike,
): HttpClients {
  const make = (baseURL: string, auth: ClientAuth) =>
    createHttpClient({
      baseURL,
      auth,
      readToken,
      fetch,
      shopId: config.shopId,
      customizing: config.customizing,
      previewing: config.previewing,
    });
  const { storefrontApiBase, gatewayBase, membershipBase } = config.endpoints;
  return {
    storefront: make(storefrontApiBase, "none"),
    cart: make(gatewayBase, "none"),
    order: make(gatewayBase, "membership-token"),
    membership: make(membershipBase, "bearer"),
  };
}

/** A comma list query value (`ids=a,b`), absent when there is nothing to list. */
export function commaList(values: readonly string[] | undefined): string | undefined {
  return values && values.length > 0 ? values.join(",") : undefined;
}
