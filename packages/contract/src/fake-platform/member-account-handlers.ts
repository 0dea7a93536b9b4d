import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { DEMO_CREDENTIALS, TEST_CARDS } from "../demo/demo";
import type { Endpoint } from "../endpoints/endpoint";
import { endpoints } from "../endpoints/index";
import { BIO_MAX_LENGTH } from "../limits";
import { displayName, text } from "../rules/field-rules";
import { membershipSettingsFixture } from "../testing/shop-fixtures";
import type { Subscription } from "../types/membership";
import type { MembershipCheckout } from "../types/order";
import {
  billingRecordsFixture,
  fakeAccessToken,
  membershipCheckoutFixture,
} from "./membership-fixtures";
import { mockMembership } from "./mock-membership";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";

const { auth, members, creators, membershipCheckout, subscriptions, billing, tips } = endpoints;

const api = (path: string) => `${MOCK_ORIGIN}${path}`;
const ok = (data: unknown) => HttpResponse.json({ data });
/** The demo's test cards as the payment form sends them: digits only. */
const DECLINED_CARD = TEST_CARDS.declined.replace(/\s/g, "");
const REQUIRES_ACTION_CARD = TEST_CARDS.requiresAction.replace(/\s/g, "");
/** Every account of the demo shop, which a sign-up may not take again. */
const DEMO_EMAILS: readonly string[] = Object.values(DEMO_CREDENTIALS).map(({ email }) => email);

/** The promotion code the mock checkout knows, as the demo's seed: half off. */
export const MOCK_PROMOTION_CODE = "HALFOFF";
const MOCK_PROMOTION_PERCENT = 50;

/** 400 VALIDATION_ERROR, as shop-api refuses input its endpoint's schema refuses. */
const invalid = () => apiError(400, "The request is not valid.", "VALIDATION_ERROR");

type Parsed<E extends Endpoint, Key extends "body" | "query"> =
  | { ok: true; data: z.output<E[Key]> }
  | { ok: false; refused: Response };

/** The request's JSON body checked with `endpoint`'s body schema, as shop-api checks it. */
async function bodyOf<E extends Endpoint>(
  endpoint: E,
  request: Request,
): Promise<Parsed<E, "body">> {
  const parsed = z.safeParse(endpoint.body, await request.json().catch(() => undefined));
  return parsed.success
    ? { ok: true, data: parsed.data as z.output<E["body"]> }
    : { ok: false, refused: invalid() };
}

/** The request's query checked with `endpoint`'s query schema (defaults filled in). */
function queryOf<E extends Endpoint>(endpoint: E, request: Request): Parsed<E, "query"> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = z.safeParse(endpoint.query, query);
  return parsed.success
    ? { ok: true, data: parsed.data as z.output<E["query"]> }
    : { ok: false, refused: invalid() };
}

const profileFields = z.object({
  displayName: z.optional(displayName),
  bio: z.optional(text(BIO_MAX_LENGTH)),
});

/**
 * The text fields a multipart profile update sends, checked as shop-api checks them; `undefined`
 * when one is refused.
 *
 * @example
 * profileChanges(form({ bio: " Hi " })) // → { bio: "Hi" }
 */
function profileChanges(form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = z.safeParse(profileFields, {
    displayName: field("displayName"),
    bio: field("bio"),
  });
  // Only the fields sent change: an absent one must not overwrite the profile with `undefined`.
  return parsed.success
    ? Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined))
    : undefined;
}

function amounts(tierId: string, interval: MembershipCheckout["interval"], promotion: number) {
  const settings = membershipSettingsFixture();
  const monthly = settings.tiers.find((tier) => tier.id === tierId)?.monthlyPrice ?? 0;
  const subtotal = interval === "ANNUAL" ? monthly * 12 : monthly;
  const annual =
    interval === "ANNUAL"
      ? Math.round((subtotal * settings.tier.annual.discount.percentOff) / 100)
      : 0;
  const promo = Math.round(((subtotal - annual) * promotion) / 100);
  return { subtotal, discountAmount: annual + promo, total: subtotal - annual - promo };
}

function updateSubscription(change: Partial<Subscription>) {
  const member = mockMembership.member;
  if (member.subscription === null) return apiError(409, "There is no subscription.");
  member.subscription = { ...member.subscription, ...change };
  return ok(member.subscription);
}

function updateCheckout(change: Partial<MembershipCheckout>) {
  if (mockMembership.checkout === null) return apiError(404, "Checkout not found.");
  mockMembership.checkout = { ...mockMembership.checkout, ...change };
  return ok(mockMembership.checkout);
}

/** Answers a due exit survey (answered or skipped) as shop-api does: once per cancellation. */
function surveyExit(subscriptionId: string) {
  const subscription = mockMembership.member.subscription;
  if (subscription === null || subscription.id !== subscriptionId) {
    return apiError(404, "Membership not found.", "NOT_FOUND");
  }
  if (subscription.canceledAt === null || subscription.exitSurveyed) {
    return apiError(409, "The exit survey is not due.", "SUBSCRIPTION_STATE");
  }
  mockMembership.member.subscription = { ...subscription, exitSurveyed: true };
  return ok(null);
}

const invalidCredentials = () =>
  apiError(401, "The email or password is not correct.", "INVALID_CREDENTIALS");

/** Signing in and out, signing up and passwords, for the demo's member and creator. */
const authHandlers = [
  http.post(api(auth.loginMember.path), async ({ request }) => {
    const body = await bodyOf(auth.loginMember, request);
    if (!body.ok) return body.refused;
    const { email, password } = DEMO_CREDENTIALS.member;
    return body.data.email === email && body.data.password === password
      ? ok({ accessToken: fakeAccessToken("MEMBER") })
      : invalidCredentials();
  }),
  // As the platform: only the demo creator's email is the shop's creator.
  http.post(api(auth.checkCreator.path), async ({ request }) => {
    const body = await bodyOf(auth.checkCreator, request);
    if (!body.ok) return body.refused;
    return ok({ isCreator: body.data.email === DEMO_CREDENTIALS.creator.email });
  }),
  http.post(api(auth.loginCreator.path), async ({ request }) => {
    const body = await bodyOf(auth.loginCreator, request);
    if (!body.ok) return body.refused;
    const { email, password } = DEMO_CREDENTIALS.creator;
    return body.data.email === email && body.data.password === password
      ? ok({ accessToken: fakeAccessToken("CREATOR") })
      : invalidCredentials();
  }),
  http.post(api(auth.signupMember.path), async ({ request }) => {
    const body = await bodyOf(auth.signupMember, request);
    const query = queryOf(auth.signupMember, request);
    if (!body.ok) return body.refused;
    if (!query.ok) return query.refused;
    if (DEMO_EMAILS.includes(body.data.email)) {
      return apiError(
        409,
        "An account with this email already exists. Log in instead.",
        "EMAIL_TAKEN",
      );
    }
    mockMembership.member = {
      ...mockMembership.member,
      email: body.data.email,
      displayName: body.data.displayName,
      subscription: null,
      tier: null,
    };
    return ok(query.data.withLogin === "true" ? { accessToken: fakeAccessToken("MEMBER") } : null);
  }),
  http.post(api(auth.logout.path), () => ok(null)),
  http.post(api(auth.forgotPassword.path), async ({ request }) => {
    const body = await bodyOf(auth.forgotPassword, request);
    return body.ok ? ok(null) : body.refused;
  }),
  http.post(api(auth.resetPassword.path), async ({ request }) => {
    const body = await bodyOf(auth.resetPassword, request);
    if (!body.ok) return body.refused;
    return body.data.token === "expired"
      ? apiError(
          400,
          "This reset link is invalid or has expired. Ask for a new one.",
          "RESET_TOKEN_INVALID",
        )
      : ok(null);
  }),
  http.post(api(auth.changePassword.path), async ({ request }) => {
    const body = await bodyOf(auth.changePassword, request);
    if (!body.ok) return body.refused;
    return body.data.currentPassword === DEMO_CREDENTIALS.member.password
      ? ok(null)
      : apiError(400, "Your current password is not correct.", "WRONG_PASSWORD");
  }),
];

/** The member's and the creator's own accounts. */
const profileHandlers = [
  http.get(api(members.profile.path), () => ok({ member: mockMembership.member })),
  http.post(api(members.updateProfile.path), async ({ request }) => {
    const form = await request.formData();
    const changes = profileChanges(form);
    if (changes === undefined) return invalid();
    const avatar = form.get("avatar");
    mockMembership.member = {
      ...mockMembership.member,
      ...changes,
      avatarUrl:
        avatar instanceof File
          ? "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
          : mockMembership.member.avatarUrl,
    };
    return ok({ member: mockMembership.member });
  }),
  http.get(api(creators.creatorProfile.path), () => ok({ creator: mockMembership.creator })),
  http.post(api(creators.updateCreatorProfile.path), async ({ request }) => {
    const changes = profileChanges(await request.formData());
    if (changes === undefined) return invalid();
    mockMembership.creator = { ...mockMembership.creator, ...changes };
    return ok({ creator: mockMembership.creator });
  }),
  http.post(api(members.showBadges.path), async ({ request }) => {
    const body = await bodyOf(members.showBadges, request);
    if (!body.ok) return body.refused;
    const { badgeIds } = body.data;
    const owned = new Set(mockMembership.member.badges.map((badge) => badge.id));
    if (badgeIds.some((id) => !owned.has(id))) {
      return apiError(404, "Badge not found.", "NOT_FOUND");
    }
    mockMembership.member.badges = mockMembership.member.badges.map((badge) => ({
      ...badge,
      showInProfile: badgeIds.includes(badge.id),
    }));
    return ok(mockMembership.member.badges);
  }),
  http.post(api(members.exitSurvey.path), async ({ request }) => {
    const body = await bodyOf(members.exitSurvey, request);
    return body.ok ? surveyExit(body.data.subscriptionId) : body.refused;
  }),
  http.post(api(members.skipExitSurvey.path), async ({ request }) => {
    const body = await bodyOf(members.skipExitSurvey, request);
    return body.ok ? surveyExit(body.data.subscriptionId) : body.refused;
  }),
  http.post(api(members.hideWelcomePost.path), () => {
    mockMembership.member.showWelcomePost = false;
    return ok(null);
  }),
  http.post(api(members.block.path), async ({ request }) => {
    const body = await bodyOf(members.block, request);
    return body.ok ? ok(null) : body.refused;
  }),
  http.post(api(members.unblock.path), async ({ request }) => {
    const body = await bodyOf(members.unblock, request);
    return body.ok ? ok(null) : body.refused;
  }),
  http.post(api(creators.shadowban.path), async ({ request }) => {
    const body = await bodyOf(creators.shadowban, request);
    return body.ok ? ok(null) : body.refused;
  }),
  http.post(api(members.connectDiscord.path), async ({ request }) => {
    const body = await bodyOf(members.connectDiscord, request);
    if (!body.ok) return body.refused;
    mockMembership.member.discordConnected = true;
    return ok(null);
  }),
  http.delete(api(members.disconnectDiscord.path), () => {
    mockMembership.member.discordConnected = false;
    return ok(null);
  }),
];

/** Billing history, the saved card, tips and paid unlocks. */
const billingHandlers = [
  http.get(api(billing.billingHistory.path), ({ request }) => {
    const query = queryOf(billing.billingHistory, request);
    if (!query.ok) return query.refused;
    const { page, size } = query.data;
    return HttpResponse.json({
      data: billingRecordsFixture.slice(page * size, (page + 1) * size),
      page: {
        pageNum: page,
        pageSize: size,
        totalElements: billingRecordsFixture.length,
        totalPages: Math.ceil(billingRecordsFixture.length / size),
      },
    });
  }),
  http.get(api(billing.getPaymentMethod.path), () => ok(mockMembership.paymentMethod)),
  http.delete(api(billing.deletePaymentMethod.path), () => {
    mockMembership.paymentMethod = null;
    return ok(null);
  }),
  http.put(api(billing.setupPaymentMethod.path), async ({ request }) => {
    const body = await bodyOf(billing.setupPaymentMethod, request);
    if (!body.ok) return body.refused;
    const { paymentmethod } = body.data;
    if (paymentmethod.cardNumber === DECLINED_CARD) {
      return apiError(400, "Your card was declined. Try another card.");
    }
    mockMembership.paymentMethod = {
      id: "pm-2",
      brand: "Visa",
      last4: paymentmethod.cardNumber.slice(-4),
      expMonth: paymentmethod.expMonth,
      expYear: paymentmethod.expYear,
    };
    return ok({ paymentMethodToken: "pmt-2" });
  }),
  http.put(api(billing.updatePaymentMethod.path), async ({ request }) => {
    const body = await bodyOf(billing.updatePaymentMethod, request);
    if (!body.ok) return body.refused;
    return mockMembership.paymentMethod === null
      ? apiError(404, "Payment method not found.", "NOT_FOUND")
      : ok(mockMembership.paymentMethod);
  }),
  http.post(api(tips.sendTip.path), async ({ request }) => {
    const body = await bodyOf(tips.sendTip, request);
    if (!body.ok) return body.refused;
    if (mockMembership.paymentMethod === null) {
      return apiError(400, "Add a card on the billing page first.");
    }
    return ok({ id: "tip_1" });
  }),
  http.post(api(tips.unlockMessage.path), async ({ request }) => {
    const body = await bodyOf(tips.unlockMessage, request);
    if (!body.ok) return body.refused;
    for (const thread of mockMembership.threads) {
      const found = thread.messages.find((item) => item.id === body.data.messageId);
      if (found) {
        found.locked = false;
        found.body = "Here is the unreleased demo, just for you.";
        delete found.unlockPrice;
        return ok(found);
      }
    }
    return apiError(404, "Message not found.");
  }),
];

/** A member buying (or upgrading to) a paid tier, paid by test card. */
const membershipCheckoutHandlers = [
  http.post(api(membershipCheckout.createCheckout.path), async ({ request }) => {
    const body = await bodyOf(membershipCheckout.createCheckout, request);
    if (!body.ok) return body.refused;
    const { tierId, interval, upgrade } = body.data;
    mockMembership.checkout = membershipCheckoutFixture({
      tierId,
      interval,
      upgrade,
      ...amounts(tierId, interval, 0),
    });
    return ok(mockMembership.checkout);
  }),
  http.get(api(membershipCheckout.getCheckout.path), ({ params }) => {
    if (mockMembership.checkout === null && params.checkoutId === "chk-1") {
      mockMembership.checkout = membershipCheckoutFixture();
    }
    return mockMembership.checkout?.id === params.checkoutId
      ? ok(mockMembership.checkout)
      : apiError(404, "Checkout not found.");
  }),
  http.put(api(membershipCheckout.updateCheckoutInformation.path), async ({ request }) => {
    const body = await bodyOf(membershipCheckout.updateCheckoutInformation, request);
    return body.ok ? updateCheckout({ information: body.data }) : body.refused;
  }),
  http.put(api(membershipCheckout.setupCheckoutPayment.path), async ({ request }) => {
    const body = await bodyOf(membershipCheckout.setupCheckoutPayment, request);
    if (!body.ok) return body.refused;
    mockMembership.cardNumber = body.data.paymentmethod.cardNumber;
    mockMembership.requiresActionSeen = false;
    return updateCheckout({ status: "OPEN", paymentIntentId: "pi-1", failureMessage: null });
  }),
  http.put(api(membershipCheckout.payCheckout.path), () => {
    if (mockMembership.cardNumber === DECLINED_CARD) {
      return updateCheckout({
        status: "PAYMENT_FAILED",
        failureMessage: "Your card was declined. Try another card.",
      });
    }
    if (mockMembership.cardNumber === REQUIRES_ACTION_CARD && !mockMembership.requiresActionSeen) {
      mockMembership.requiresActionSeen = true;
      return updateCheckout({ status: "REQUIRES_ACTION" });
    }
    return updateCheckout({ status: "PAID" });
  }),
  http.put(api(membershipCheckout.cancelCheckoutPayment.path), () =>
    updateCheckout({ status: "CANCELED" }),
  ),
  http.put(api(membershipCheckout.applyCheckoutPromotion.path), async ({ request }) => {
    const body = await bodyOf(membershipCheckout.applyCheckoutPromotion, request);
    if (!body.ok) return body.refused;
    const checkout = mockMembership.checkout;
    if (checkout === null) return apiError(404, "Checkout not found.");
    if (body.data.promotionCode !== MOCK_PROMOTION_CODE) {
      return apiError(404, "This code does not exist or has expired.");
    }
    return updateCheckout({
      promotionCode: MOCK_PROMOTION_CODE,
      ...amounts(checkout.tierId, checkout.interval, MOCK_PROMOTION_PERCENT),
    });
  }),
  http.delete(api(membershipCheckout.removeCheckoutPromotion.path), () => {
    const checkout = mockMembership.checkout;
    if (checkout === null) return apiError(404, "Checkout not found.");
    return updateCheckout({
      promotionCode: null,
      ...amounts(checkout.tierId, checkout.interval, 0),
    });
  }),
];

/** Changes to the member's subscription; a cancelled one stays ACTIVE until its period ends. */
const subscriptionHandlers = [
  http.put(api(subscriptions.downgradeSubscription.path), ({ request }) => {
    const query = queryOf(subscriptions.downgradeSubscription, request);
    if (!query.ok) return query.refused;
    return updateSubscription({ pendingDowngradeTierId: query.data.tierId });
  }),
  http.put(api(subscriptions.cancelSubscriptionDowngrade.path), () =>
    updateSubscription({ pendingDowngradeTierId: null }),
  ),
  http.put(api(subscriptions.resumeSubscription.path), () =>
    updateSubscription({ status: "ACTIVE", canceledAt: null }),
  ),
  http.put(api(subscriptions.cancelSubscription.path), () =>
    updateSubscription({
      canceledAt: new Date().toISOString(),
      pendingDowngradeTierId: null,
      exitSurveyed: false,
    }),
  ),
];

/**
 * The member's account and payments, in the named groups of `membershipHandlers`; billing
 * comes before the checkout so `/checkout/billing` is not taken for `/checkout/:checkoutId`.
 */
export const memberAccountHandlers = {
  auth: authHandlers,
  profile: profileHandlers,
  billing: billingHandlers,
  membershipCheckout: membershipCheckoutHandlers,
  subscription: subscriptionHandlers,
} satisfies Record<string, RequestHandler[]>;
