import type { UserType } from "@vitrine/contract";
import { DEMO_SHOP_ID, demoUserId } from "../seed/shops-seed";
import type { TestShop } from "../testing/test-shop";

/** The demo users the membership tests act as. */
export const DEMO_USERS = {
  member: { email: "member@demo.test", type: "MEMBER" },
  other: { email: "other@demo.test", type: "MEMBER" },
  free: { email: "free@demo.test", type: "MEMBER" },
  cancelled: { email: "cancelled@demo.test", type: "MEMBER" },
  creator: { email: "creator@demo.test", type: "CREATOR" },
} as const satisfies Record<string, { email: string; type: UserType }>;

export type DemoUser = keyof typeof DEMO_USERS;

/**
 * A session token of every demo user, signed directly: logging in through the API would spend
 * the login rate limit.
 */
export async function demoTokens(shop: TestShop): Promise<Record<DemoUser, string>> {
  const entries = await Promise.all(
    (Object.entries(DEMO_USERS) as Array<[DemoUser, { email: string; type: UserType }]>).map(
      async ([user, { email, type }]) =>
        [
          user,
          await shop.api.sessions.sign({
            sub: demoUserId(email),
            user_type: type,
            shop_id: DEMO_SHOP_ID,
          }),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<DemoUser, string>;
}

/** Headers of a membership-API call (`Authorization: Bearer`). */
export const bearer = (token: string | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** Headers of an order-service call (`X-Membership-Token`). */
export const membershipToken = (token: string | undefined): Record<string, string> =>
  token ? { "X-Membership-Token": token } : {};
