import {
  checkoutHandlers,
  fakeAccessToken,
  MOCK_ORIGIN,
  membershipHandlers,
  shopHandlers,
} from "@vitrine/contract/fake-platform";
import { membershipSettingsFixture } from "@vitrine/contract/testing";
import { demoCallerTokens, openTestShop } from "@vitrine/shop-api/testing";
import { setupServer } from "msw/node";
import type { Caller, PlatformFacts } from "./conformance-case";

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A platform the SDK can be pointed at: where it answers, how to reach it, who may sign in. */
export interface Platform {
  name: string;
  origin: string;
  fetch: Fetch;
  /** The auth token of `caller`; none for a visitor. */
  tokenOf(caller: Caller): string | undefined;
  facts: PlatformFacts;
  close(): Promise<void>;
}

/** The fake platform's free tier, from the fixture its membership settings answer with. */
const FREE_TIER_ID =
  membershipSettingsFixture().tiers.find((tier) => tier.type === "FREE")?.id ?? "";

/** The reference shop API (`createShopApi`) on a freshly seeded in-memory PGlite. */
export async function openShopApi(): Promise<Platform> {
  const shop = await openTestShop({ name: "pglite" });
  const tokens = await demoCallerTokens(shop.api.sessions);
  const freeTier = await shop.db
    .selectFrom("membership_tiers")
    .select("id")
    .where("shop_id", "=", "shop_demo")
    .where("type", "=", "FREE")
    .executeTakeFirstOrThrow();
  return {
    name: "the shop API on PGlite",
    // A host that names no shop: the SDK's X-ShopId picks the demo shop.
    origin: "http://conformance.test",
    fetch: async (input, init) => shop.api.app.request(new Request(input, init)),
    tokenOf: (caller) => (caller === "visitor" ? undefined : tokens[caller]),
    facts: {
      freeTierId: freeTier.id,
      resetTokenFor: (email) => {
        const mail = shop.sentMail.findLast((message) => message.to === email);
        const token = mail?.text.match(/[?&]token=([^\s&]+)/)?.[1];
        if (token === undefined) throw new Error(`No reset link was mailed to ${email}`);
        return token;
      },
    },
    close: () => shop.close(),
  };
}

/** The fake platform's msw handlers, every group, answering in this process. */
export async function openFakePlatform(): Promise<Platform> {
  const server = setupServer(
    ...[shopHandlers, checkoutHandlers, membershipHandlers].flatMap((groups) =>
      Object.values(groups).flat(),
    ),
  );
  server.listen({ onUnhandledRequest: "error" });
  return {
    name: "the fake platform",
    origin: MOCK_ORIGIN,
    fetch: (input, init) => globalThis.fetch(input, init),
    tokenOf: (caller) =>
      caller === "visitor"
        ? undefined
        : fakeAccessToken(caller === "creator" ? "CREATOR" : "MEMBER"),
    facts: {
      freeTierId: FREE_TIER_ID,
      // The fake platform mails nothing and takes any reset token but an expired one.
      resetTokenFor: () => "fake-reset-token",
    },
    close: async () => server.close(),
  };
}
