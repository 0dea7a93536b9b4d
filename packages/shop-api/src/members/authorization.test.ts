import {
  type DataResponse,
  type Endpoint,
  endpointPath,
  endpoints,
  type MembershipCheckout,
} from "@vitrine/contract";
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
  endpoint: Endpoint;
  /** The path's parameters, from the resources earlier calls made. */
  params?: (r: Resources) => Record<string, string>;
  query?: Record<string, string>;
  body?: object;
  /** Multipart fields instead of a JSON body. */
  form?: Record<string, string>;
  expected: Record<Role, number>;
}

const membershipId = seedId("msh", "member@demo.test");
const subscriptionId = seedId("sub", "member@demo.test");
const card = { cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: "123" };
const tier = (key: string) => seedId("tier", `${DEMO_SHOP_ID}/${key}`);
const creatorId = demoUserId("creator@demo.test");

/** Every member and creator call, on the resources of member@demo.test; in order. */
const CALLS: Call[] = [
  {
    endpoint: endpoints.membershipCheckout.createCheckout,
    body: {
      tierId: tier("superfan"),
      interval: "ANNUAL",
      upgrade: true,
      memberId: demoUserId("member@demo.test"),
    },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.membershipCheckout.getCheckout,
    params: (r) => ({ checkoutId: r.checkoutId }),
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.membershipCheckout.updateCheckoutInformation,
    params: (r) => ({ checkoutId: r.checkoutId }),
    body: { email: "m@demo.test", fullName: "Sam Rivera", country: "US", postalCode: "10001" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.membershipCheckout.setupCheckoutPayment,
    params: (r) => ({ checkoutId: r.checkoutId }),
    body: { paymentmethod: card },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.membershipCheckout.applyCheckoutPromotion,
    params: (r) => ({ checkoutId: r.checkoutId }),
    body: { promotionCode: "WELCOME10" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.membershipCheckout.removeCheckoutPromotion,
    params: (r) => ({ checkoutId: r.checkoutId }),
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.membershipCheckout.payCheckout,
    params: (r) => ({ checkoutId: r.checkoutId }),
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.membershipCheckout.cancelCheckoutPayment,
    params: (r) => ({ checkoutId: r.checkoutId }),
    expected: { visitor: 401, creator: 403, other: 404, member: 409 },
  },
  {
    endpoint: endpoints.subscriptions.downgradeSubscription,
    query: { membershipId, tierId: tier("supporter") },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.subscriptions.cancelSubscriptionDowngrade,
    query: { membershipId },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.subscriptions.resumeSubscription,
    query: { membershipId },
    expected: { visitor: 401, creator: 403, other: 404, member: 409 },
  },
  {
    endpoint: endpoints.subscriptions.cancelSubscription,
    query: { membershipId },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.billing.billingHistory,
    query: { membershipId, page: "0", size: "10" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.billing.getPaymentMethod,
    query: { membershipId },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.billing.setupPaymentMethod,
    query: { membershipId },
    body: { paymentmethod: card },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.billing.updatePaymentMethod,
    query: { membershipId },
    body: { paymentMethodToken: "see-resources" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.tips.sendTip,
    body: { amount: 100, message: "", creatorId },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.tips.unlockMessage,
    body: { messageId: seedId("dmm", "member@demo.test/4") },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.billing.deletePaymentMethod,
    query: { membershipId },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.auth.changePassword,
    body: { currentPassword: "not-the-password", newPassword: "whatever-123" },
    expected: { visitor: 401, creator: 400, other: 400, member: 400 },
  },
  {
    endpoint: endpoints.members.profile,
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.members.updateProfile,
    form: { displayName: "Renamed" },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.members.hideWelcomePost,
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.members.exitSurvey,
    body: { subscriptionId, reason: "OTHER", comment: "" },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.members.skipExitSurvey,
    body: { subscriptionId },
    expected: { visitor: 401, creator: 403, other: 404, member: 409 },
  },
  {
    endpoint: endpoints.members.block,
    body: { userId: demoUserId("free@demo.test") },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.members.unblock,
    body: { userId: demoUserId("free@demo.test") },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.members.showBadges,
    body: { badgeIds: [badgeId("one-year")] },
    expected: { visitor: 401, creator: 403, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.members.connectDiscord,
    body: { code: "abc" },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.members.disconnectDiscord,
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.creators.creatorProfile,
    expected: { visitor: 401, creator: 200, other: 403, member: 403 },
  },
  {
    endpoint: endpoints.creators.updateCreatorProfile,
    form: { bio: "Hello" },
    expected: { visitor: 401, creator: 200, other: 403, member: 403 },
  },
  {
    endpoint: endpoints.creators.shadowban,
    body: { memberId: demoUserId("cancelled@demo.test") },
    expected: { visitor: 401, creator: 200, other: 403, member: 403 },
  },
  {
    endpoint: endpoints.directMessages.listThreads,
    expected: { visitor: 401, creator: 200, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.directMessages.getThread,
    params: () => ({ threadId: seedId("dmt", "member@demo.test") }),
    expected: { visitor: 401, creator: 200, other: 404, member: 200 },
  },
  {
    endpoint: endpoints.directMessages.sendMessage,
    body: { body: "Hi" },
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
  {
    endpoint: endpoints.directMessages.widget,
    expected: { visitor: 401, creator: 403, other: 200, member: 200 },
  },
];

describe("the authorization matrix", () => {
  it("lists every call of the member, creator and payment services", () => {
    const { membershipCheckout, subscriptions, billing, tips, members, creators } = endpoints;
    const services = [membershipCheckout, subscriptions, billing, tips, members, creators];
    const listed = new Set<Endpoint>(CALLS.map((call) => call.endpoint));
    const missing = services
      .flatMap((service) => Object.values(service) as Endpoint[])
      .filter((endpoint) => !listed.has(endpoint));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it("refuses a visitor (401) every call the contract does not make public", () => {
    const open = CALLS.filter((call) => call.endpoint.access !== "public")
      .filter((call) => call.expected.visitor !== 401)
      .map((call) => call.endpoint.path);
    expect(open).toEqual([]);
  });
});

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
    const query = call.query ? `?${new URLSearchParams(call.query)}` : "";
    const path = `${endpointPath(call.endpoint, call.params?.(resources) ?? {})}${query}`;
    const token = role === "visitor" ? undefined : tokens[role];
    // The order service reads X-Membership-Token, the membership API Authorization: Bearer.
    const headers: Record<string, string> =
      call.endpoint.base === "gateway" ? membershipToken(token) : bearer(token);
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
      method: call.endpoint.method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
  };

  it.each(CALLS.map((call) => [`${call.endpoint.method} ${call.endpoint.path}`, call] as const))(
    "%s answers visitor, creator, another member and the member as expected",
    async (_name, call) => {
      const actual = {} as Record<Role, number>;
      for (const role of ROLES) {
        const response = await send(role, call);
        actual[role] = response.status;
        if (
          role === "member" &&
          call.endpoint === endpoints.membershipCheckout.createCheckout &&
          response.ok
        ) {
          resources.checkoutId = (
            (await response.json()) as DataResponse<MembershipCheckout>
          ).data.id;
        }
        if (
          role === "member" &&
          call.endpoint === endpoints.billing.setupPaymentMethod &&
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
