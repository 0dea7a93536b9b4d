import type {
  ApiErrorBody,
  BillingRecord,
  DataResponse,
  ListResponse,
  Member,
  MembershipCheckout,
  PaymentMethod,
  Subscription,
} from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type DemoUser, demoTokens, membershipToken } from "../members/test-sessions";
import { seedId } from "../seed/seed-id";
import { DEMO_SHOP_ID } from "../seed/shops-seed";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";

const tier = (key: "free" | "supporter" | "superfan") => seedId("tier", `${DEMO_SHOP_ID}/${key}`);
const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2099, cvc: "123" });
const information = {
  email: "buyer@demo.test",
  fullName: "Buyer Person",
  country: "US",
  postalCode: "94110",
};

describe.each(testBackends())("membership checkout on $name", (backend) => {
  let shop: TestShop;
  let tokens: Record<DemoUser, string>;
  let fresh = 0;
  beforeAll(async () => {
    shop = await openTestShop(backend);
    tokens = await demoTokens(shop);
  });
  afterAll(() => shop.close());

  /** A member with no subscription and no card, made for one test. */
  const newMember = async () => {
    fresh += 1;
    const id = `usr_checkout_${fresh}`;
    await shop.db
      .insertInto("users")
      .values({
        id,
        shop_id: DEMO_SHOP_ID,
        type: "MEMBER",
        email: `buyer${fresh}@demo.test`,
        password_hash: "unused",
        display_name: `Buyer ${fresh}`,
      })
      .execute();
    return shop.api.sessions.sign({ sub: id, user_type: "MEMBER", shop_id: DEMO_SHOP_ID });
  };
  const call = (token: string | undefined, method: string, path: string, body?: object) =>
    shop.request(`/order/v3/memberships${path}`, {
      method,
      headers: membershipToken(token),
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const data = async <T>(response: Response) => {
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status}: ${text}`);
    return (JSON.parse(text) as DataResponse<T>).data;
  };
  const errorOf = async (response: Response) => (await response.json()) as ApiErrorBody;
  const createCheckout = (token: string, body: object) =>
    call(token, "POST", "/checkout", body).then(data<MembershipCheckout>);
  /** A checkout with information and a card set up, ready to pay. */
  const readyCheckout = async (
    token: string,
    cardNumber: string,
    body: object = { tierId: tier("supporter"), interval: "MONTHLY" },
  ) => {
    const checkout = await createCheckout(token, body);
    await data(await call(token, "PUT", `/checkout/${checkout.id}/information`, information));
    return data<MembershipCheckout>(
      await call(token, "PUT", `/checkout/${checkout.id}/setup-payment`, {
        paymentmethod: card(cardNumber),
      }),
    );
  };
  const pay = (token: string, id: string) =>
    call(token, "PUT", `/checkout/${id}/payment`).then(data<MembershipCheckout>);
  const profile = async (token: string) =>
    (
      await shop.json<DataResponse<{ member: Member }>>("/api/members/profile", {
        headers: bearer(token),
      })
    ).data.member;

  describe("paying", () => {
    it("pays with 4242 4242 4242 4242: PAID, an active subscription, a saved card and a billing record", async () => {
      const token = await newMember();
      const checkout = await readyCheckout(token, TEST_CARDS.succeeds);
      expect(checkout).toMatchObject({ status: "OPEN", total: 500, currency: "USD" });
      expect(checkout.paymentIntentId).toMatch(/^pi_/);
      const paid = await pay(token, checkout.id);
      expect(paid).toMatchObject({ status: "PAID", failureMessage: null });

      const member = await profile(token);
      expect(member.subscription).toMatchObject({
        tierId: tier("supporter"),
        interval: "MONTHLY",
        status: "ACTIVE",
        canceledAt: null,
      });
      expect(member.tier?.type).toBe("PAID");
      expect(member.billingInfo?.nextPayment).toMatchObject({
        amount: 500,
        currency: "USD",
        date: member.subscription?.currentPeriodEnd,
      });
      const membershipId = member.subscription?.membershipId ?? "";
      const method = await data<PaymentMethod>(
        await call(token, "GET", `/checkout/payment-method?membershipId=${membershipId}`),
      );
      expect(method).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2099 });
      const billing = (await (
        await call(token, "GET", `/checkout/billing?membershipId=${membershipId}`)
      ).json()) as ListResponse<BillingRecord>;
      expect(billing.data).toHaveLength(1);
      expect(billing.data[0]).toMatchObject({
        amount: 500,
        status: "PAID",
        description: "Supporter membership (monthly)",
      });
    });

    it("answers PAYMENT_FAILED with 'Your card was declined.' for 4000 0000 0000 0002, and a new card then pays", async () => {
      const token = await newMember();
      const checkout = await readyCheckout(token, "4000 0000 0000 0002");
      const failed = await pay(token, checkout.id);
      expect(failed).toMatchObject({
        status: "PAYMENT_FAILED",
        failureMessage: "Your card was declined.",
      });
      expect((await profile(token)).subscription).toBeNull();
      await data(
        await call(token, "PUT", `/checkout/${checkout.id}/setup-payment`, {
          paymentmethod: card(TEST_CARDS.succeeds),
        }),
      );
      expect((await pay(token, checkout.id)).status).toBe("PAID");
    });

    it("answers REQUIRES_ACTION for 4000 0000 0000 3220; paying again after the bank's step succeeds", async () => {
      const token = await newMember();
      const checkout = await readyCheckout(token, TEST_CARDS.requiresAction);
      expect((await pay(token, checkout.id)).status).toBe("REQUIRES_ACTION");
      expect((await profile(token)).subscription).toBeNull();
      expect((await pay(token, checkout.id)).status).toBe("PAID");
    });

    it("cancels a payment waiting for the bank; the checkout then refuses to be paid (409)", async () => {
      const token = await newMember();
      const checkout = await readyCheckout(token, TEST_CARDS.requiresAction);
      await pay(token, checkout.id);
      const cancelled = await data<MembershipCheckout>(
        await call(token, "PUT", `/checkout/${checkout.id}/cancel-payment`),
      );
      expect(cancelled.status).toBe("CANCELED");
      const again = await call(token, "PUT", `/checkout/${checkout.id}/payment`);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).code).toBe("CHECKOUT_STATE");
    });

    it("refuses a card failing the Luhn check and an expired card with 400 CARD_INVALID", async () => {
      const token = await newMember();
      const checkout = await createCheckout(token, {
        tierId: tier("supporter"),
        interval: "MONTHLY",
      });
      const luhn = await call(token, "PUT", `/checkout/${checkout.id}/setup-payment`, {
        paymentmethod: card("4242 4242 4242 4241"),
      });
      expect(luhn.status).toBe(400);
      expect(await errorOf(luhn)).toMatchObject({
        code: "CARD_INVALID",
        message: "Your card number is not valid.",
      });
      const expired = await call(token, "PUT", `/checkout/${checkout.id}/setup-payment`, {
        paymentmethod: { ...card(TEST_CARDS.succeeds), expYear: 2020 },
      });
      expect((await errorOf(expired)).message).toBe("Your card has expired.");
      const month = await call(token, "PUT", `/checkout/${checkout.id}/setup-payment`, {
        paymentmethod: { ...card(TEST_CARDS.succeeds), expMonth: 13 },
      });
      expect((await errorOf(month)).code).toBe("VALIDATION_ERROR");
    });

    it("refuses to pay without details (400) or without a card (400)", async () => {
      const token = await newMember();
      const checkout = await createCheckout(token, {
        tierId: tier("supporter"),
        interval: "MONTHLY",
      });
      expect(
        (await errorOf(await call(token, "PUT", `/checkout/${checkout.id}/payment`))).code,
      ).toBe("CHECKOUT_INCOMPLETE");
      await data(await call(token, "PUT", `/checkout/${checkout.id}/information`, information));
      const noCard = await call(token, "PUT", `/checkout/${checkout.id}/payment`);
      expect(noCard.status).toBe(400);
      expect((await errorOf(noCard)).message).toBe("Add a card before paying.");
    });

    it("validates the information step: two-letter country, valid email", async () => {
      const token = await newMember();
      const checkout = await createCheckout(token, {
        tierId: tier("supporter"),
        interval: "MONTHLY",
      });
      const bad = await call(token, "PUT", `/checkout/${checkout.id}/information`, {
        ...information,
        country: "usa",
        email: "nope",
      });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).issues?.map((i) => i.path).sort()).toEqual(["country", "email"]);
      const saved = await data<MembershipCheckout>(
        await call(token, "PUT", `/checkout/${checkout.id}/information`, information),
      );
      expect(saved.information).toEqual(information);
    });
  });

  describe("prices and promotions", () => {
    it("prices an annual membership at twelve months less the shop's 20 %", async () => {
      const checkout = await createCheckout(await newMember(), {
        tierId: tier("supporter"),
        interval: "ANNUAL",
      });
      expect(checkout).toMatchObject({ subtotal: 6000, discountAmount: 1200, total: 4800 });
    });

    it("applies WELCOME10 after the annual discount, case-insensitively, and removes it", async () => {
      const token = await newMember();
      const checkout = await createCheckout(token, {
        tierId: tier("superfan"),
        interval: "ANNUAL",
      });
      const promoted = await data<MembershipCheckout>(
        await call(token, "PUT", `/checkout/${checkout.id}/promotion`, {
          promotionCode: "welcome10",
        }),
      );
      expect(promoted).toMatchObject({
        promotionCode: "WELCOME10",
        subtotal: 18000,
        discountAmount: 3600 + 1440,
        total: 12960,
      });
      const removed = await data<MembershipCheckout>(
        await call(token, "DELETE", `/checkout/${checkout.id}/promotion`),
      );
      expect(removed).toMatchObject({ promotionCode: null, discountAmount: 3600, total: 14400 });
    });

    it("charges the promoted total when HALFOFF comes after the card was set up", async () => {
      const token = await newMember();
      const checkout = await readyCheckout(token, TEST_CARDS.succeeds);
      await data(
        await call(token, "PUT", `/checkout/${checkout.id}/promotion`, {
          promotionCode: "HALFOFF",
        }),
      );
      const paid = await pay(token, checkout.id);
      expect(paid).toMatchObject({ status: "PAID", total: 250 });
      const membershipId = (await profile(token)).subscription?.membershipId ?? "";
      const billing = (await (
        await call(token, "GET", `/checkout/billing?membershipId=${membershipId}`)
      ).json()) as ListResponse<BillingRecord>;
      expect(billing.data[0]?.amount).toBe(250);
    });

    it("refuses an expired code (PROMOTION_EXPIRED) and an unknown one (PROMOTION_INVALID)", async () => {
      const token = await newMember();
      const checkout = await createCheckout(token, {
        tierId: tier("supporter"),
        interval: "MONTHLY",
      });
      const expired = await call(token, "PUT", `/checkout/${checkout.id}/promotion`, {
        promotionCode: "SUMMER25",
      });
      expect(expired.status).toBe(400);
      expect(await errorOf(expired)).toMatchObject({
        code: "PROMOTION_EXPIRED",
        message: "This promotion code has expired.",
      });
      const unknown = await call(token, "PUT", `/checkout/${checkout.id}/promotion`, {
        promotionCode: "FREEMONEY",
      });
      expect((await errorOf(unknown)).code).toBe("PROMOTION_INVALID");
    });
  });

  describe("what can be bought", () => {
    it("refuses the free tier (400), an unknown tier (404) and someone else's memberId (404)", async () => {
      const token = await newMember();
      expect(
        (await call(token, "POST", "/checkout", { tierId: tier("free"), interval: "MONTHLY" }))
          .status,
      ).toBe(400);
      expect(
        (await call(token, "POST", "/checkout", { tierId: "tier_nope", interval: "MONTHLY" }))
          .status,
      ).toBe(404);
      expect(
        (
          await call(token, "POST", "/checkout", {
            tierId: tier("supporter"),
            interval: "MONTHLY",
            memberId: "usr_someone",
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(token, "POST", "/checkout", { tierId: tier("supporter"), interval: "WEEKLY" }))
          .status,
      ).toBe(400);
    });

    it("refuses a second membership to a member who has one, but lets them upgrade to a dearer tier", async () => {
      const token = tokens.member;
      const again = await call(token, "POST", "/checkout", {
        tierId: tier("superfan"),
        interval: "MONTHLY",
      });
      expect(again.status).toBe(409);
      const cheaper = await call(token, "POST", "/checkout", {
        tierId: tier("supporter"),
        interval: "MONTHLY",
        upgrade: true,
      });
      expect(cheaper.status).toBe(409);
      const upgrade = await readyCheckout(token, TEST_CARDS.succeeds, {
        tierId: tier("superfan"),
        interval: "MONTHLY",
        upgrade: true,
      });
      expect(upgrade.upgrade).toBe(true);
      expect((await pay(token, upgrade.id)).status).toBe("PAID");
      const member = await profile(token);
      expect(member.subscription?.tierId).toBe(tier("superfan"));
      expect(member.tier?.name).toBe("Superfan");
      const billing = (await (
        await call(
          token,
          "GET",
          `/checkout/billing?membershipId=${member.subscription?.membershipId}`,
        )
      ).json()) as ListResponse<BillingRecord>;
      expect(billing.data[0]).toMatchObject({
        description: "Upgrade to Superfan membership (monthly)",
        amount: 1500,
      });
    });

    it("refuses an upgrade to a member with nothing to upgrade", async () => {
      const response = await call(tokens.free, "POST", "/checkout", {
        tierId: tier("superfan"),
        interval: "MONTHLY",
        upgrade: true,
      });
      expect(response.status).toBe(409);
    });
  });

  describe("subscriptions", () => {
    const membershipOf = async (user: DemoUser) =>
      (await profile(tokens[user])).subscription?.membershipId ?? "";
    const change = (user: DemoUser, path: string) =>
      call(tokens[user], "PUT", `/subscription/${path}`);

    it("downgrades at period end (pendingDowngradeTierId), refuses a dearer tier, and cancels the downgrade", async () => {
      const membershipId = await membershipOf("other");
      const down = await data<Subscription>(
        await change("other", `downgrade?membershipId=${membershipId}&tierId=${tier("supporter")}`),
      );
      expect(down).toMatchObject({
        tierId: tier("superfan"),
        pendingDowngradeTierId: tier("supporter"),
        status: "ACTIVE",
      });
      expect((await profile(tokens.other)).billingInfo?.nextPayment?.amount).toBe(4800);
      const up = await change(
        "other",
        `downgrade?membershipId=${membershipId}&tierId=${tier("superfan")}`,
      );
      expect(up.status).toBe(409);
      const kept = await data<Subscription>(
        await change("other", `downgrade/cancel?membershipId=${membershipId}`),
      );
      expect(kept.pendingDowngradeTierId).toBeNull();
      expect((await change("other", `downgrade/cancel?membershipId=${membershipId}`)).status).toBe(
        409,
      );
    });

    it("cancels at period end (canceledAt set, access kept), then resumes", async () => {
      const membershipId = await membershipOf("other");
      const cancelled = await data<Subscription>(
        await change("other", `cancel?membershipId=${membershipId}`),
      );
      expect(cancelled.canceledAt).not.toBeNull();
      expect(cancelled.status).toBe("ACTIVE");
      const member = await profile(tokens.other);
      expect(member.tier?.type).toBe("PAID");
      expect(member.billingInfo?.nextPayment).toBeNull();
      expect((await change("other", `cancel?membershipId=${membershipId}`)).status).toBe(409);
      const resumed = await data<Subscription>(
        await change("other", `resume?membershipId=${membershipId}`),
      );
      expect(resumed.canceledAt).toBeNull();
      expect((await change("other", `resume?membershipId=${membershipId}`)).status).toBe(409);
    });

    it("answers 404 for an unknown membershipId and 400 without one", async () => {
      expect((await change("other", "cancel?membershipId=msh_unknown")).status).toBe(404);
      expect((await change("other", "cancel")).status).toBe(400);
      expect(
        (
          await change(
            "other",
            `downgrade?membershipId=${await membershipOf("other")}&tierId=tier_nope`,
          )
        ).status,
      ).toBe(404);
    });
  });

  describe("billing history and payment methods", () => {
    it("pages the billing history 0-based, newest first, over at least three pages", async () => {
      const membershipId = (await profile(tokens.cancelled)).subscription?.membershipId;
      expect(membershipId).toBeDefined();
      const member = await profile(tokens.member);
      const page = async (n: number, size = 10) =>
        (await (
          await call(
            tokens.member,
            "GET",
            `/checkout/billing?membershipId=${member.subscription?.membershipId}&page=${n}&size=${size}`,
          )
        ).json()) as ListResponse<BillingRecord>;
      const first = await page(0);
      expect(first.page).toMatchObject({ pageNum: 0, pageSize: 10 });
      expect(first.page.totalPages).toBeGreaterThanOrEqual(3);
      expect(first.data).toHaveLength(10);
      const dates = first.data.map((r) => r.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const last = await page(first.page.totalPages - 1);
      expect(last.data.length).toBe(first.page.totalElements - 10 * (first.page.totalPages - 1));
      expect((await page(0, 101)).data).toBeUndefined();
    });

    it("sets up a card (token), makes it the saved card, deletes it", async () => {
      const token = await newMember();
      const checkout = await readyCheckout(token, TEST_CARDS.succeeds);
      await pay(token, checkout.id);
      const membershipId = (await profile(token)).subscription?.membershipId ?? "";
      const q = `?membershipId=${membershipId}`;
      const { paymentMethodToken } = await data<{ paymentMethodToken: string }>(
        await call(token, "PUT", `/payment-method/setup${q}`, {
          paymentmethod: card("5555 5555 5555 4444"),
        }),
      );
      const saved = await data<PaymentMethod>(
        await call(token, "PUT", `/payment-method${q}`, { paymentMethodToken }),
      );
      expect(saved).toMatchObject({ brand: "mastercard", last4: "4444" });
      expect(await data(await call(token, "GET", `/checkout/payment-method${q}`))).toEqual(saved);
      expect(await data(await call(token, "DELETE", `/checkout/payment-method${q}`))).toBeNull();
      expect(await data(await call(token, "GET", `/checkout/payment-method${q}`))).toBeNull();
    });

    it("removes only the caller's own card: another member's membership is 404, a creator 403, a visitor 401", async () => {
      const mine = `?membershipId=${(await profile(tokens.member)).subscription?.membershipId}`;
      const theirs = `?membershipId=${(await profile(tokens.other)).subscription?.membershipId}`;
      const before = await data(
        await call(tokens.other, "GET", `/checkout/payment-method${theirs}`),
      );
      expect(before).not.toBeNull();
      expect(
        (await call(tokens.member, "DELETE", `/checkout/payment-method${theirs}`)).status,
      ).toBe(404);
      expect((await call(tokens.creator, "DELETE", `/checkout/payment-method${mine}`)).status).toBe(
        403,
      );
      expect((await call(undefined, "DELETE", `/checkout/payment-method${mine}`)).status).toBe(401);
      expect((await call(tokens.member, "DELETE", "/checkout/payment-method")).status).toBe(400);
      expect(
        await data(await call(tokens.other, "GET", `/checkout/payment-method${theirs}`)),
      ).toEqual(before);
    });

    it("refuses a card token set up by another member (404)", async () => {
      const otherMembership = (await profile(tokens.other)).subscription?.membershipId ?? "";
      const { paymentMethodToken } = await data<{ paymentMethodToken: string }>(
        await call(tokens.other, "PUT", `/payment-method/setup?membershipId=${otherMembership}`, {
          paymentmethod: card(TEST_CARDS.succeeds),
        }),
      );
      const mine = (await profile(tokens.member)).subscription?.membershipId ?? "";
      const response = await call(tokens.member, "PUT", `/payment-method?membershipId=${mine}`, {
        paymentMethodToken,
      });
      expect(response.status).toBe(404);
    });
  });

  describe("tips and unlocks", () => {
    const creatorId = seedId("usr", "creator@demo.test");

    it("sends a tip charged to the saved card and records it in billing", async () => {
      const { id } = await data<{ id: string }>(
        await call(tokens.other, "POST", "/send-tip", {
          amount: 500,
          message: "Thanks!",
          creatorId,
        }),
      );
      expect(id).toMatch(/^tip_/);
      const membershipId = (await profile(tokens.other)).subscription?.membershipId ?? "";
      const billing = (await (
        await call(tokens.other, "GET", `/checkout/billing?membershipId=${membershipId}`)
      ).json()) as ListResponse<BillingRecord>;
      expect(billing.data[0]).toMatchObject({
        description: "Tip to Maya Ortiz",
        amount: 500,
        status: "PAID",
      });
    });

    it("refuses a tip without a saved card (400), to an unknown creator (404), below $1 (400)", async () => {
      expect(
        (
          await errorOf(
            await call(tokens.free, "POST", "/send-tip", { amount: 500, message: "", creatorId }),
          )
        ).code,
      ).toBe("PAYMENT_METHOD_REQUIRED");
      expect(
        (
          await call(tokens.other, "POST", "/send-tip", {
            amount: 500,
            message: "",
            creatorId: "usr_nope",
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(tokens.other, "POST", "/send-tip", { amount: 50, message: "", creatorId }))
          .status,
      ).toBe(400);
    });

    it.each([
      ["above the most a tip may be", { amount: 100_001 }],
      ["a fraction of a cent", { amount: 250.5 }],
      ["an amount as text", { amount: "500" }],
      ["no amount", { amount: undefined }],
      ["a note longer than 500 characters", { message: "x".repeat(501) }],
    ])("refuses a tip with %s (400), charging nothing", async (_case, change) => {
      const membershipId = (await profile(tokens.other)).subscription?.membershipId ?? "";
      const bills = async () =>
        (
          (await (
            await call(tokens.other, "GET", `/checkout/billing?membershipId=${membershipId}`)
          ).json()) as ListResponse<BillingRecord>
        ).page.totalElements;
      const before = await bills();
      const response = await call(tokens.other, "POST", "/send-tip", {
        amount: 500,
        message: "",
        creatorId,
        ...change,
      });
      expect(response.status).toBe(400);
      expect(await bills()).toBe(before);
    });

    it("lets only members tip: a creator is 403, a visitor 401", async () => {
      const tip = { amount: 500, message: "", creatorId };
      expect((await call(tokens.creator, "POST", "/send-tip", tip)).status).toBe(403);
      expect((await call(undefined, "POST", "/send-tip", tip)).status).toBe(401);
    });

    it("answers 402 'Your card was declined.' when the saved card is declined", async () => {
      const token = await newMember();
      const checkout = await readyCheckout(token, TEST_CARDS.succeeds);
      await pay(token, checkout.id);
      const q = `?membershipId=${(await profile(token)).subscription?.membershipId}`;
      const { paymentMethodToken } = await data<{ paymentMethodToken: string }>(
        await call(token, "PUT", `/payment-method/setup${q}`, {
          paymentmethod: card(TEST_CARDS.declined),
        }),
      );
      await data(await call(token, "PUT", `/payment-method${q}`, { paymentMethodToken }));
      const response = await call(token, "POST", "/send-tip", {
        amount: 500,
        message: "",
        creatorId,
      });
      expect(response.status).toBe(402);
      expect(await errorOf(response)).toMatchObject({
        code: "PAYMENT_FAILED",
        message: "Your card was declined.",
      });
    });

    /** How many message unlocks the billing history holds. */
    const unlockBills = async () =>
      (
        await shop.db
          .selectFrom("billing_records")
          .select("id")
          .where("description", "=", "Unlocked message")
          .execute()
      ).length;

    it("unlocks a locked message of the member's own thread: charged once, body revealed", async () => {
      const lockedId = seedId("dmm", "member@demo.test/4");
      const unlocked = await data<{ id: string; locked: boolean; body: string }>(
        await call(tokens.member, "POST", "/unlock-message", { messageId: lockedId }),
      );
      expect(unlocked).toMatchObject({
        id: lockedId,
        locked: false,
        body: "Here is a first look at the green hoodie, members only.",
      });
      const before = await unlockBills();
      await data(await call(tokens.member, "POST", "/unlock-message", { messageId: lockedId }));
      expect(await unlockBills()).toBe(before);
    });

    it("charges once when the same locked message is unlocked twice at the same time", async () => {
      const template = await shop.db
        .selectFrom("dm_messages")
        .selectAll()
        .where("id", "=", seedId("dmm", "member@demo.test/4"))
        .executeTakeFirstOrThrow();
      const messageId = "dmm_concurrent_unlock";
      await shop.db
        .insertInto("dm_messages")
        .values({ ...template, id: messageId, unlocked_at: null })
        .execute();
      const succeededCharges = async () =>
        (
          await shop.db
            .selectFrom("test_payment_intents")
            .select("id")
            .where("description", "=", "Unlocked message")
            .where("status", "=", "SUCCEEDED")
            .execute()
        ).length;
      const chargesBefore = await succeededCharges();
      const billsBefore = await unlockBills();

      // PGlite runs each request to its end before the next starts; PostgreSQL lets them race.
      const answers = await Promise.all(
        [1, 2, 3].map(() => call(tokens.member, "POST", "/unlock-message", { messageId })),
      );
      for (const answer of answers) {
        expect(await data<{ locked: boolean }>(answer)).toMatchObject({ locked: false });
      }
      expect(await succeededCharges()).toBe(chargesBefore + 1);
      expect(await unlockBills()).toBe(billsBefore + 1);
    });

    it("answers 404 to unlocking a message of another member's thread", async () => {
      const response = await call(tokens.other, "POST", "/unlock-message", {
        messageId: seedId("dmm", "member@demo.test/4"),
      });
      expect(response.status).toBe(404);
    });
  });
});
