import { matchRoute, ROUTES } from "@vitrine/sdk";
import { describe, expect, it } from "vitest";
import { resourceApiPath } from "./resource-lookup";

const pathOf = (address: string) => {
  const match = matchRoute(address);
  if (match === null) throw new Error(`no route for ${address}`);
  return resourceApiPath(match);
};

describe("the shop API call that says whether a page's resource exists", () => {
  it.each([
    ["/products/logo-tee", "/pod/products/logo-tee"],
    ["/collections/apparel", "/pod/collections/apparel"],
    ["/pages/about", "/pod/pages/about"],
    ["/gifts/g1", "/pod/gifts/g1"],
    ["/orders/AB12/status", "/order/v3/orders/AB12"],
    ["/orders/AB12/cancel", "/order/v3/orders/AB12"],
    ["/membership/posts/hello", "/api/posts/hello"],
    ["/membership/videos/intro", "/api/videos/intro"],
    ["/membership/video-embeds/intro", "/api/videos/intro"],
    ["/membership/video-series/basics", "/api/video-series/basics"],
    ["/membership/audios/notes", "/api/audios/notes"],
  ])("%s asks %s", (address, apiPath) => {
    expect(pathOf(address)).toBe(apiPath);
  });

  it("a parameter stays one encoded segment", () => {
    expect(pathOf("/membership/posts/a%2F..%2Fb")).toBe("/api/posts/a%2F..%2Fb");
  });

  it.each(["/products", "/collections", "/membership/posts", "/checkouts/c1", "/cart"])(
    "%s, a listing, a checkout or a page without a loader, asks nothing",
    (address) => {
      expect(pathOf(address)).toBeNull();
    },
  );

  it("every route whose record names a single-resource loader has a lookup", () => {
    const single = [
      "product",
      "collection",
      "page",
      "gift",
      "order",
      "post",
      "video",
      "video-series",
      "audio",
    ];
    const routes = ROUTES.filter((route) => single.includes(route.loader ?? ""));
    for (const route of routes) {
      const params = { slug: "x", giftId: "x", orderCode: "x", handle: "x" };
      expect(resourceApiPath({ route, params })).not.toBeNull();
    }
  });
});
