import { join } from "node:path";
import { type APIRequestContext, type BrowserContext, expect, request } from "@playwright/test";
import { endpointPath, endpoints } from "@vitrine/contract";
import { DEMO_CREDENTIALS, DEMO_GIFT_CODES, TEST_CARDS } from "@vitrine/contract/demo";
import { AUTH_TOKEN_COOKIE } from "@vitrine/sdk";
import { DEMO_SHOP_ID, readOutbox } from "@vitrine/shop-api";
import { shopUrl } from "./shop-url";

/** DESIGN.md's demo accounts on `demo.localhost`, by the role each one plays. */
export const DEMO_LOGINS = {
  creator: { ...DEMO_CREDENTIALS.creator, type: "creator" },
  /** Paid tier, active subscription. */
  member: { ...DEMO_CREDENTIALS.member, type: "member" },
  /** A member without a subscription. */
  free: { ...DEMO_CREDENTIALS.free, type: "member" },
  /** Subscription cancelled, exit survey not yet done. */
  cancelled: { ...DEMO_CREDENTIALS.cancelled, type: "member" },
} as const;

export type DemoLogin = keyof typeof DEMO_LOGINS;

const TEST_CARD = { cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: "123" };

/**
 * The shop API of a demo shop, called as the SDK calls it: on the server's own address, the shop
 * named by `X-ShopId` (Node resolves `*.localhost` less reliably than Chromium does).
 */
export function shopApi(shopId = "shop_demo"): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${process.env.VITRINE_E2E_PORT}`,
    extraHTTPHeaders: { "X-ShopId": shopId },
  });
}

/** The `data` of a `DataResponse`, after checking the call succeeded. */
async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

// The shop API allows 10 logins a minute per address and every suite logs in from 127.0.0.1:
// each account logs in once per worker, its token shared by that worker's tests.
const tokens = new Map<DemoLogin, Promise<string>>();

/** A session token of a demo account, from the shop API's login (once per worker). */
export function tokenOf(api: APIRequestContext, login: DemoLogin): Promise<string> {
  const known = tokens.get(login);
  if (known !== undefined) return known;
  const { email, password, type } = DEMO_LOGINS[login];
  const token = api
    .post(endpoints.auth[type === "creator" ? "loginCreator" : "loginMember"].path, {
      data: { email, password },
    })
    .then((response) => dataOf<{ accessToken: string }>(response))
    .then((body) => body.accessToken);
  // A failed login is not kept: the next test asks again.
  token.catch(() => tokens.delete(login));
  tokens.set(login, token);
  return token;
}

/** A new member's token, for sessions a test ends (a logout revokes its token). */
export async function signUp(api: APIRequestContext): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const body = await dataOf<{ accessToken: string }>(
    await api.post(`${endpoints.auth.signupMember.path}?withLogin=true`, {
      data: { email, password: "e2e-pass-123", displayName: "E2E Visitor" },
    }),
  );
  return body.accessToken;
}

/**
 * A new session of a member of the API's shop, never shared with another test: one that logs out
 * ends only its own.
 */
export async function memberSession(
  api: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const response = await api.post(endpoints.auth.loginMember.path, { data: { email, password } });
  return (await dataOf<{ accessToken: string }>(response)).accessToken;
}

/** Logs the browser into a shop (the demo's by default) as the SDK does after a login: the auth token cookie. */
export async function logIn(context: BrowserContext, token: string, shop = "demo"): Promise<void> {
  await context.addCookies([{ name: AUTH_TOKEN_COOKIE, value: token, url: shopUrl(shop) }]);
}

/** The records the demo's pages show that only exist once a shopper made them. */
export interface ShopperRecords {
  /** A checkout with its information and shipping, not yet paid: every step has what it needs. */
  openCheckoutId: string;
  order: { id: string; code: string; thankyouId: string };
  donationId: string;
  giftId: string;
}

/** What a shopper puts in a cart: one of a product's variants. */
export interface CartLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** One printed-on-demand poster of the demo shop: no stock to use up. */
const POSTER: CartLine = {
  productId: "city-at-night-poster",
  variantId: "city-at-night-poster-v1",
  quantity: 1,
};

/** The token of a new cart holding `line`, made through the shop API as a shopper adds it. */
export async function cartWith(api: APIRequestContext, line: CartLine): Promise<string> {
  const cart = await dataOf<{ token: string }>(
    await api.post(endpoints.cart.add.path, { data: line }),
  );
  return cart.token;
}

/** A checkout of one line (the demo's poster by default), up to its payment step. */
export async function checkoutUpToPayment(
  api: APIRequestContext,
  line: CartLine = POSTER,
): Promise<string> {
  const cartToken = await cartWith(api, line);
  const { id } = await dataOf<{ id: string }>(
    await api.post(endpoints.shopCheckout.create.path, { data: { cartToken } }),
  );
  await dataOf(
    await api.put(endpointPath(endpoints.shopCheckout.updateInformation, { checkoutId: id }), {
      data: {
        email: "e2e-shopper@example.com",
        shippingAddress: {
          fullName: "E2E Shopper",
          line1: "1 Main St",
          city: "Portland",
          region: "OR",
          postalCode: "97201",
          country: "US",
        },
      },
    }),
  );
  const [rate] = await dataOf<{ id: string }[]>(
    await api.get(endpointPath(endpoints.shopCheckout.shippingRates, { checkoutId: id })),
  );
  await dataOf(
    await api.put(endpointPath(endpoints.shopCheckout.selectShipping, { checkoutId: id }), {
      data: { shippingRateId: rate?.id },
    }),
  );
  return id;
}

/**
 * Makes, through the shop API as a shopper would, a checkout up to its payment step, a paid
 * order, a donation, and finds the gift of a seeded Twitch gift code.
 */
export async function shopperRecords(api: APIRequestContext): Promise<ShopperRecords> {
  const [openCheckoutId, paidCheckoutId] = await Promise.all([
    checkoutUpToPayment(api),
    checkoutUpToPayment(api),
  ]);
  const payment = await dataOf<{ order: ShopperRecords["order"] | null }>(
    await api.put(endpointPath(endpoints.shopCheckout.pay, { checkoutId: paidCheckoutId }), {
      data: { paymentmethod: TEST_CARD },
    }),
  );
  const donation = await dataOf<{ id: string }>(
    await api.post(endpoints.donations.donate.path, {
      data: { amount: 500, email: "e2e-donor@example.com", paymentmethod: TEST_CARD },
    }),
  );
  // Verifying a code does not redeem it: the journeys can still redeem this one.
  const gift = await dataOf<{ id: string }>(
    await api.post(endpoints.twitch.verifyGiftCode.path, { data: { code: DEMO_GIFT_CODES[1] } }),
  );
  if (payment.order === null) throw new Error("the test card's payment made no order");
  const { id, code, thankyouId } = payment.order;
  return {
    openCheckoutId,
    order: { id, code, thankyouId },
    donationId: donation.id,
    giftId: gift.id,
  };
}

/** What a member's pages are about: their subscription (null without one). */
export async function subscriptionIdOf(
  api: APIRequestContext,
  token: string,
): Promise<string | null> {
  const { member } = await dataOf<{ member: { subscription: { id: string } | null } }>(
    await api.get(endpoints.members.profile.path, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  return member.subscription?.id ?? null;
}

/** The demo shop's tiers, as its pages get them: from the initial-state block. */
async function demoTiers(api: APIRequestContext): Promise<{ id: string; name: string }[]> {
  const html = await (await api.get("/", { headers: { Host: "demo.localhost" } })).text();
  // The last one: index.html's comment names the block before the server writes it.
  const [, state] =
    [...html.matchAll(/<script type="application\/json" id="vitrine-state">(.*?)<\/script>/gs)].at(
      -1,
    ) ?? [];
  expect(state, "the home page's initial-state block").toBeDefined();
  return JSON.parse(state ?? "null").membershipSettings.tiers;
}

/** A membership checkout of the Supporter tier, opened by the member whose token is given. */
export async function membershipCheckoutId(
  api: APIRequestContext,
  token: string,
  options: { upgrade?: boolean } = {},
): Promise<string> {
  const tierName = options.upgrade ? "Superfan" : "Supporter";
  const tier = (await demoTiers(api)).find((candidate) => candidate.name === tierName);
  const checkout = await dataOf<{ id: string }>(
    await api.post(endpoints.membershipCheckout.createCheckout.path, {
      headers: { "X-Membership-Token": token },
      data: { tierId: tier?.id, interval: "MONTHLY", upgrade: options.upgrade ?? false },
    }),
  );
  return checkout.id;
}

/** The id of a seeded post, by its handle. */
export async function postIdOf(api: APIRequestContext, handle: string): Promise<string> {
  const path = endpointPath(endpoints.posts.getPost, { handle });
  return (await dataOf<{ id: string }>(await api.get(path))).id;
}

/**
 * The path of the reset link the shop emails to a member who forgot their password, read from
 * the demo's outbox folder on this machine (`<data dir>/outbox`, as `pnpm start` prints), the way
 * a developer reads it: no page or API serves mail. Opening it changes nothing until a password
 * is sent.
 */
export async function resetPasswordPath(api: APIRequestContext, email: string): Promise<string> {
  await dataOf(await api.post(endpoints.auth.forgotPassword.path, { data: { email } }));
  const outboxDir = join(process.env.VITRINE_E2E_DATA_DIR ?? "", "outbox");
  let link: string | undefined;
  // The shop sends after it answers, so the file may land a moment later.
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(outboxDir, DEMO_SHOP_ID);
        link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `a reset link emailed to ${email}` },
    )
    .toBeDefined();
  const url = new URL(link ?? "");
  return `${url.pathname}${url.search}`;
}

/** A new member who has just paid a Supporter subscription with the test card: it is their saved card. */
export async function subscribedNewcomer(api: APIRequestContext): Promise<string> {
  const token = await signUp(api);
  const id = await membershipCheckoutId(api, token);
  const steps = endpoints.membershipCheckout;
  const call = (
    step:
      | typeof steps.updateCheckoutInformation
      | typeof steps.setupCheckoutPayment
      | typeof steps.payCheckout,
    data?: object,
  ) =>
    api.put(endpointPath(step, { checkoutId: id }), {
      headers: { "X-Membership-Token": token },
      ...(data ? { data } : {}),
    });
  await dataOf(
    await call(steps.updateCheckoutInformation, {
      email: `subscriber-${Date.now()}@example.com`,
      fullName: "E2E Subscriber",
      country: "US",
      postalCode: "97201",
    }),
  );
  await dataOf(await call(steps.setupCheckoutPayment, { paymentmethod: TEST_CARD }));
  await dataOf(await call(steps.payCheckout));
  return token;
}
