/** What a page's calls reach: the shop API's app, called in-process. */
export interface ShopApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface ShopVisitor {
  /** The page's address: calls are resolved against it and may not leave its origin. */
  pageUrl: string;
  shopId: string;
  /** The page's `Host` header. */
  host: string;
  /** The visitor's `Cookie` header; empty for an anonymous visitor. */
  cookie: string;
  /** The server's bindings, handed on to the shop API. */
  env?: unknown;
}

/**
 * The shop API in-process, as one visitor (their cookies, this shop), and only it: an address on
 * another origin is refused, never fetched. The server's own lookups and the SDK's calls while a
 * page renders on the server go through it.
 *
 * @example
 * const fetch = shopFetch(shopApi.app, { pageUrl: "http://demo.localhost/cart", shopId: "shop_demo", host: "demo.localhost", cookie: "" });
 * await fetch("/pod/products") // the demo shop's first page of products
 * await fetch("http://other.example/") // throws: not this shop's API
 */
export function shopFetch(app: ShopApp, visitor: ShopVisitor) {
  const origin = new URL(visitor.pageUrl).origin;
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), visitor.pageUrl),
      init,
    );
    const url = new URL(request.url);
    if (url.origin !== origin) {
      throw new Error(`A server render may only call its shop's API, not ${url.origin}`);
    }
    const headers = new Headers(request.headers);
    headers.set("X-ShopId", visitor.shopId);
    headers.set("Host", visitor.host);
    headers.set("Cookie", visitor.cookie);
    return app.fetch(new Request(request, { headers }), visitor.env);
  };
}
