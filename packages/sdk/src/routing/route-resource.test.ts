import { describe, expect, it } from "vitest";
import type { StorefrontApi } from "../api";
import { matchRoute } from "./match-route";

/** An API that records the call a route's resource makes instead of making it. */
function recordingSource() {
  const calls: string[] = [];
  const api = new Proxy({} as StorefrontApi, {
    get: (_, namespace) =>
      new Proxy(
        {},
        {
          get:
            (__, method) =>
            async (...args: unknown[]) => {
              const shown = args.map((argument) => JSON.stringify(argument)).join(", ");
              calls.push(`${String(namespace)}.${String(method)}(${shown})`);
            },
        },
      ),
  });
  return { source: { api }, calls };
}

async function callOf(address: string): Promise<string | null> {
  const match = matchRoute(address);
  if (match === null) throw new Error(`no route for ${address}`);
  if (match.route.resource === null) return null;
  const { source, calls } = recordingSource();
  await match.route.resource(source, match.params);
  return calls.join(", ");
}

describe("a route's resource is the SDK call that loads the one thing its page shows", () => {
  it.each([
    ["/products/logo-tee", 'storefront.getProduct("logo-tee")'],
    ["/collections/apparel", 'storefront.getCollection("apparel")'],
    ["/pages/about", 'pages.get("about")'],
    ["/gifts/g1", 'twitch.getGift("g1")'],
    ["/thankyou/o1/t1", 'shopOrders.thankyou("o1", "t1")'],
    ["/donations/d1/success", 'donations.get("d1")'],
    ["/checkouts/c1", 'shopCheckout.get("c1")'],
    ["/checkouts/c1/recover", 'shopCheckout.get("c1")'],
    ["/checkouts/c1/payment", 'shopCheckout.get("c1")'],
    ["/orders/AB12", 'shopOrders.getByCode("AB12")'],
    ["/orders/AB12/status", 'shopOrders.getByCode("AB12")'],
    ["/orders/AB12/cancel", 'shopOrders.getByCode("AB12")'],
    ["/membership/posts/hello", 'content.getPost("hello")'],
    ["/membership/videos/intro", 'content.getVideo("intro")'],
    ["/membership/video-embeds/intro", 'content.getVideo("intro")'],
    ["/membership/video-series/basics", 'content.getVideoSeries("basics")'],
    ["/membership/audios/notes", 'content.getAudio("notes")'],
  ])("%s loads %s", async (address, call) => {
    expect(await callOf(address)).toBe(call);
  });

  it("a parameter reaches the call decoded, for the SDK to encode as one segment", async () => {
    expect(await callOf("/membership/posts/a%2F..%2Fb")).toBe('content.getPost("a/../b")');
  });

  it.each(["/products", "/collections", "/membership/posts", "/checkouts", "/donations", "/cart"])(
    "%s, a listing or a form, has none: it is never missing",
    async (address) => {
      expect(await callOf(address)).toBeNull();
    },
  );
});
