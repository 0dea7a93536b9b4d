import type { DataResponse, MembershipCheckout } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../seed/seed-id";
import { DEMO_SHOP_ID, demoUserId } from "../seed/shops-seed";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { badgeId } from "./members-seed";
import { bearer, type DemoUser, demoTokens, membershipToken } from "./test-sessions";

type Role = "visitor" | "creator" | "other" | "member";
/** Denials first, so a call that changes the member's data runs for the member last. */
const ROLES: Role[] = ["visitor", "creator", "other", "member"];

interface Resources {
  checkoutId: string;
  cardToken: string;
}

interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: (r: Resources) => string;
  body?: object;
  /** Multipart fields instead of a JSON body. */
  form?: Record<string, string>;
  expected: Record<Role, number>;
}

const membershipId = seedId("msh", "member@demo.test");
const subscriptionId = seedId("sub", "member@demo.test");
const q = `membershipId=${membershipId}`;
const card = { cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: "123" };
const tier = (key: string) => seedId("tier", `${DEMO_SHOP_ID}/${key}`);
const creatorId = demoUserId("creator@demo.test");

/** Every member and creator call, on the resources of member@demo.test; in order. */
const CALLS: Call[] = [
  {
    method: "POST",
    path: () => "/order/v3/memberships/checkout",
    body: {
      tierId: tier("superfan"),
      interval: "ANNUAL",
      upgrade: true,
      memberId: demoUserId("member@demo.test"),
    },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "GET",
    path: (r) => `/order/v3/memberships/checkout/${r.checkoutId}`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: (r) => `/order/v3/memberships/checkout/${r.checkoutId}/information`,
    body: { email: "m@demo.test", fullName: "Sam Rivera", country: "US", postalCode: "10001" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: (r) => `/order/v3/memberships/checkout/${r.checkoutId}/setup-payment`,
    body: { paymentmethod: card },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: (r) => `/order/v3/memberships/checkout/${r.checkoutId}/promotion`,
    body: { promotionCode: "WELCOME10" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "DELETE",
    path: (r) => `/order/v3/memberships/checkout/${r.checkoutId}/promotion`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: (r) => `/order/v3/memberships/checkout/${r.checkoutId}/payment`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: (r) => `/order/v3/memberships/checkout/${r.checkoutId}/cancel-payment`,
    expected: { visitor: 401, creator: 403, other: 404, member: 409 },
  },
  {
    method: "PUT",
    path: () => `/order/v3/memberships/subscription/downgrade?${q}&tierId=${tier("supporter")}`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: () => `/order/v3/memberships/subscription/downgrade/cancel?${q}`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: () => `/order/v3/memberships/subscription/resume?${q}`,
    expected: { visitor: 401, creator: 403, other: 404, member: 409 },
  },
  {
    method: "PUT",
    path: () => `/order/v3/memberships/subscription/cancel?${q}`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "GET",
    path: () => `/order/v3/memberships/checkout/billing?${q}&page=0&size=10`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "GET",
    path: () => `/order/v3/memberships/checkout/payment-method?${q}`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: () => `/order/v3/memberships/payment-method/setup?${q}`,
    body: { paymentmethod: card },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "PUT",
    path: () => `/order/v3/memberships/payment-method?${q}`,
    body: { paymentMethodToken: "see-resources" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "POST",
    path: () => "/order/v3/memberships/send-tip",
    body: { amount: 100, message: "", creatorId },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "POST",
    path: () => "/order/v3/memberships/unlock-message",
    body: { messageId: seedId("dmm", "member@demo.test/4") },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "DELETE",
    path: () => `/order/v3/memberships/checkout/payment-method?${q}`,
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/auth/change-password",
    body: { currentPassword: "not-the-password", newPassword: "whatever-123" },
    expected: { visitor: 401, creator: 400, other: 400, member: 400 },
  },
  {
    method: "GET",
    path: () => "/api/members/profile",
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/members/update-profile",
    form: { displayName: "Renamed" },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/members/hide-welcome-post",
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/members/exit-survey",
    body: { subscriptionId, reason: "OTHER", comment: "" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/members/skip-exit-survey",
    body: { subscriptionId },
    expected: { visitor: 401, creator: 403, other: 404, member: 409 },
  },
  {
    method: "POST",
    path: () => "/api/members/block",
    body: { userId: demoUserId("free@demo.test") },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/members/unblock",
    body: { userId: demoUserId("free@demo.test") },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/members/badges",
    body: { badgeIds: [badgeId("one-year")] },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/members/integrations/discord",
    body: { code: "abc" },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "DELETE",
    path: () => "/api/members/integrations/discord",
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "GET",
    path: () => "/api/creators/profile",
    expected: { visitor: 401, creator: 200, other: 403, member: 403 },
  },
  {
    method: "POST",
    path: () => "/api/creators/update-profile",
    form: { bio: "Hello" },
    expected: { visitor: 401, creator: 200, other: 403, member: 403 },
  },
  {
    method: "POST",
    path: () => "/api/creators/shadowban",
    body: { memberId: demoUserId("cancelled@demo.test") },
    expected: { visitor: 401, creator: 200, other: 403, member: 403 },
  },
  {
    method: "GET",
    path: () => "/api/direct-message/messages",
    expected: { visitor: 401, creator: 200, other: 200, member: 200 },
  },
  {
    method: "GET",
    path: () => `/api/direct-message/messages/${seedId("dmt", "member@demo.test")}`,
    expected: { visitor: 401, creator: 200, other: 404, member: 200 },
  },
  {
    method: "POST",
    path: () => "/api/direct-message/member/messages",
    body: { body: "Hi" },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    method: "GET",
    path: () => "/api/direct-message/member/widget",
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
];

describe.each(testBackends())("authorization matrix on $name", (backend) => {
  let shop: TestShop;
  let tokens: Record<DemoUser, string>;
  const resources: Resources = { checkoutId: "", cardToken: "" };
  beforeAll(async () => {
    shop = await openTestShop(backend);
    tokens = await demoTokens(shop);
  });
  afterAll(() => shop.close());

  const send = async (role: Role, call: Call) => {
    const path = call.path(resources);
    const token = role === "visitor" ? undefined : tokens[role];
    // The order service reads X-Membership-Token, the membership API Authorization: Bearer.
    const headers: Record<string, string> = path.startsWith("/order/")
      ? membershipToken(token)
      : bearer(token);
    let body: BodyInit | undefined;
    if (call.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(call.form)) form.append(name, value);
      const encoded = new Request("http://localhost/", { method: "POST", body: form });
      headers["Content-Type"] = encoded.headers.get("Content-Type") ?? "";
      body = await encoded.arrayBuffer();
    } else if (call.body) {
      const json =
        "paymentMethodToken" in call.body ? { paymentMethodToken: resources.cardToken } : call.body;
      body = JSON.stringify(json);
    }
    return shop.request(path, {
      method: call.method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
  };

  it.each(
    CALLS.map(
      (call) =>
        [
          `${call.method} ${call.path({ checkoutId: "{id}", cardToken: "" }).split("?")[0]}`,
          call,
        ] as const,
    ),
  )(
    "%s answers visitor, creator, another member and the member as expected",
    async (_name, call) => {
      const actual = {} as Record<Role, number>;
      for (const role of ROLES) {
        const response = await send(role, call);
        actual[role] = response.status;
        if (
          role === "member" &&
          call.path(resources) === "/order/v3/memberships/checkout" &&
          response.ok
        ) {
          resources.checkoutId = (
            (await response.json()) as DataResponse<MembershipCheckout>
          ).data.id;
        }
        if (
          role === "member" &&
          call.path(resources).includes("/payment-method/setup") &&
          response.ok
        ) {
          resources.cardToken = (
            (await response.json()) as DataResponse<{ paymentMethodToken: string }>
          ).data.paymentMethodToken;
        }
      }
      expect(actual).toEqual(call.expected);
    },
  );
});
