import type {
  Cart,
  ComingSoon,
  ContentPage,
  Donation,
  DonationSettings,
  Gift,
  GiftRedemption,
  Order,
  ShippingRate,
  ShopCheckout,
  TwitchState,
} from "@vitrine/contract";
import { COMING_SOON_PASSWORD, DEMO_GIFT_CODES, TEST_CARDS } from "@vitrine/contract/demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestShop, type TestBackend, type TestShop, testBackends } from "../testing/test-shop";

const CARD = { cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: "123" };
const DECLINED = { ...CARD, cardNumber: TEST_CARDS.declined };
const ACTION = { ...CARD, cardNumber: TEST_CARDS.requiresAction };
const ADDRESS = {
  fullName: "Robin Lee",
  line1: "12 Main St",
  city: "Portland",
  region: "OR",
  postalCode: "97201",
  country: "us",
};

describe.each(testBackends())(
  "shop checkout, orders and storefront extras on $name",
  (backend: TestBackend) => {
    let shop: TestShop;
    const data = async <T>(path: string, init?: RequestInit) =>
      (await shop.json<{ data: T }>(path, init)).data;
    const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

    /** A cart holding one unit of a product with tracked stock, and that variant's stock. */
    async function stockedCart(quantity = 1) {
      const variant = await shop.db
        .selectFrom("product_variants")
        .innerJoin("products", "products.id", "product_variants.product_id")
        .select(["product_variants.id", "product_variants.product_id", "product_variants.stock"])
        .where("products.shop_id", "=", "shop_demo")
        .where("product_variants.stock", ">", 5)
        .where("product_variants.enabled", "=", true)
        .orderBy("product_variants.id")
        .executeTakeFirstOrThrow();
      const cart = await data<Cart>(
        "/order/v3/cart/add",
        send("POST", { productId: variant.product_id, variantId: variant.id, quantity }),
      );
      return { cart, variant };
    }

    async function readyCheckout(quantity = 1) {
      const { cart, variant } = await stockedCart(quantity);
      const checkout = await data<ShopCheckout>(
        "/order/v3/checkouts",
        send("POST", { cartToken: cart.token }),
      );
      await data(
        `/order/v3/checkouts/${checkout.id}/information`,
        send("PUT", { email: "Robin@Example.test", shippingAddress: ADDRESS }),
      );
      await data(
        `/order/v3/checkouts/${checkout.id}/shipping`,
        send("PUT", { shippingRateId: "express" }),
      );
      return { cart, variant, checkout };
    }

    beforeAll(async () => {
      shop = await openTestShop(backend);
    });
    afterAll(() => shop.close());

    describe("checkout", () => {
      it("is made from a cart with the cart's lines and totals", async () => {
        const { cart } = await stockedCart(2);
        const checkout = await data<ShopCheckout>(
          "/order/v3/checkouts",
          send("POST", { cartToken: cart.token }),
        );
        expect(checkout).toMatchObject({
          status: "OPEN",
          itemCount: 2,
          subTotalAmount: cart.subTotalAmount,
          totalTaxAmount: cart.totalTaxAmount,
          totalAmount: cart.totalAmount,
          shippingAmount: 0,
          cartToken: cart.token,
          order: null,
        });
      });

      it("refuses an empty or unknown cart", async () => {
        const response = await shop.request(
          "/order/v3/checkouts",
          send("POST", { cartToken: "nope" }),
        );
        expect(response.status).toBe(400);
        expect((await response.json()).code).toBe("CART_EMPTY");
      });

      it("offers domestic rates with free standard shipping from $75, international elsewhere", async () => {
        const { cart } = await stockedCart(1);
        const checkout = await data<ShopCheckout>(
          "/order/v3/checkouts",
          send("POST", { cartToken: cart.token }),
        );
        const path = `/order/v3/checkouts/${checkout.id}`;
        expect((await shop.request(`${path}/shipping-rates`)).status).toBe(400);
        await data(
          `${path}/information`,
          send("PUT", { email: "a@b.test", shippingAddress: ADDRESS }),
        );
        const rates = await data<ShippingRate[]>(`${path}/shipping-rates`);
        expect(rates.map((rate) => rate.id)).toEqual(["standard", "express"]);
        await data(
          `${path}/information`,
          send("PUT", { email: "a@b.test", shippingAddress: { ...ADDRESS, country: "FR" } }),
        );
        const abroad = await data<ShippingRate[]>(`${path}/shipping-rates`);
        expect(abroad.map((rate) => rate.id)).toEqual(["international", "international-express"]);
        const refused = await shop.request(
          `${path}/shipping`,
          send("PUT", { shippingRateId: "express" }),
        );
        expect(refused.status).toBe(400);
      });

      it("validates the information step", async () => {
        const { cart } = await stockedCart(1);
        const checkout = await data<ShopCheckout>(
          "/order/v3/checkouts",
          send("POST", { cartToken: cart.token }),
        );
        const response = await shop.request(
          `/order/v3/checkouts/${checkout.id}/information`,
          send("PUT", { email: "not-an-email", shippingAddress: { ...ADDRESS, country: "USA" } }),
        );
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
          "email",
          "shippingAddress.country",
        ]);
      });

      it("adds shipping to the total and keeps the shopper's message", async () => {
        const { checkout } = await readyCheckout();
        const withMessage = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/message`,
          send("PUT", { message: "Please gift wrap it" }),
        );
        expect(withMessage).toMatchObject({
          email: "robin@example.test",
          shippingRate: { id: "express", amount: 1500 },
          shippingAmount: 1500,
          message: "Please gift wrap it",
        });
        expect(withMessage.totalAmount).toBe(
          withMessage.subTotalAmount -
            withMessage.totalDiscountAmount +
            withMessage.totalTaxAmount +
            1500,
        );
      });

      it("refuses payment before information and shipping", async () => {
        const { cart } = await stockedCart(1);
        const checkout = await data<ShopCheckout>(
          "/order/v3/checkouts",
          send("POST", { cartToken: cart.token }),
        );
        const response = await shop.request(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: CARD }),
        );
        expect(response.status).toBe(400);
        expect((await response.json()).code).toBe("CHECKOUT_INCOMPLETE");
      });

      it("records a declined card as PAYMENT_FAILED and leaves stock alone", async () => {
        const { checkout, variant } = await readyCheckout();
        const before = await shop.db
          .selectFrom("product_variants")
          .select("stock")
          .where("id", "=", variant.id)
          .executeTakeFirstOrThrow();
        const failed = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: DECLINED }),
        );
        expect(failed).toMatchObject({
          status: "PAYMENT_FAILED",
          failureMessage: "Your card was declined.",
          order: null,
        });
        const after = await shop.db
          .selectFrom("product_variants")
          .select("stock")
          .where("id", "=", variant.id)
          .executeTakeFirstOrThrow();
        expect(after.stock).toBe(before.stock);
      });

      it("waits for the shopper to confirm a 3-D Secure card, then makes the order", async () => {
        const { checkout, cart } = await readyCheckout();
        const confirm = `/order/v3/checkouts/${checkout.id}/confirm-payment`;
        expect((await shop.request(confirm, { method: "PUT" })).status).toBe(409);
        const pending = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: ACTION }),
        );
        expect(pending).toMatchObject({ status: "REQUIRES_ACTION", order: null });
        expect((await data<Cart>(`/order/v3/cart?cartToken=${cart.token}`)).items).toHaveLength(1);
        const paid = await data<ShopCheckout>(confirm, { method: "PUT" });
        expect(paid.status).toBe("PAID");
        expect(paid.order).not.toBeNull();
        expect((await data<Cart>(`/order/v3/cart?cartToken=${cart.token}`)).items).toEqual([]);
        expect((await data<ShopCheckout>(confirm, { method: "PUT" })).order).toEqual(paid.order);
      });

      it("a 3-D Secure payment left waiting gives way to another card", async () => {
        const { checkout } = await readyCheckout();
        const pay = `/order/v3/checkouts/${checkout.id}/payment`;
        await data<ShopCheckout>(pay, send("PUT", { paymentmethod: ACTION }));
        const paid = await data<ShopCheckout>(pay, send("PUT", { paymentmethod: CARD }));
        expect(paid.status).toBe("PAID");
        const intents = await shop.db
          .selectFrom("test_payment_intents")
          .innerJoin(
            "test_payment_cards",
            "test_payment_cards.token",
            "test_payment_intents.card_token",
          )
          .select("test_payment_intents.status")
          .where("test_payment_cards.customer_ref", "=", `checkout:${checkout.id}`)
          .execute();
        expect(intents.map((intent) => intent.status).sort()).toEqual(["CANCELED", "SUCCEEDED"]);
      });

      it("makes an order when paid: stock taken, cart emptied, thank-you and status pages answer", async () => {
        const { checkout, cart, variant } = await readyCheckout(2);
        const before = await shop.db
          .selectFrom("product_variants")
          .select("stock")
          .where("id", "=", variant.id)
          .executeTakeFirstOrThrow();
        const paid = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: CARD }),
        );
        expect(paid.status).toBe("PAID");
        const ref = paid.order;
        if (!ref) throw new Error("no order");
        expect(ref.code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
        const after = await shop.db
          .selectFrom("product_variants")
          .select("stock")
          .where("id", "=", variant.id)
          .executeTakeFirstOrThrow();
        expect(after.stock).toBe((before.stock ?? 0) - 2);
        expect((await data<Cart>(`/order/v3/cart?cartToken=${cart.token}`)).items).toEqual([]);

        const thanks = await data<Order>(`/order/v3/orders/thankyou/${ref.id}/${ref.thankyouId}`);
        expect(thanks).toMatchObject({
          number: ref.number,
          status: "PAID",
          cancellable: true,
          totalAmount: paid.totalAmount,
          shippingMethod: "Express",
        });
        expect((await shop.request(`/order/v3/orders/thankyou/${ref.id}/wrong`)).status).toBe(404);
        const status = await data<Order>(`/order/v3/orders/${ref.code.toLowerCase()}`);
        expect(status.id).toBe(ref.id);

        const again = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: CARD }),
        );
        expect(again.order?.id).toBe(ref.id);
        expect(
          (
            await shop.request(
              `/order/v3/checkouts/${checkout.id}/message`,
              send("PUT", { message: "x" }),
            )
          ).status,
        ).toBe(409);
      });

      it("takes out of the cart only what the order bought, keeping lines added during checkout", async () => {
        const { checkout, cart, variant } = await readyCheckout(2);
        const other = await shop.db
          .selectFrom("product_variants")
          .innerJoin("products", "products.id", "product_variants.product_id")
          .select(["product_variants.id", "product_variants.product_id"])
          .where("products.shop_id", "=", "shop_demo")
          .where("product_variants.id", "!=", variant.id)
          .where("product_variants.stock", ">", 5)
          .where("product_variants.enabled", "=", true)
          .orderBy("product_variants.id")
          .executeTakeFirstOrThrow();
        const add = (productId: string, variantId: string, quantity: number) =>
          data<Cart>(
            `/order/v3/cart/add?cartToken=${cart.token}`,
            send("POST", { productId, variantId, quantity }),
          );
        // After the checkout started: one more of the bought variant, and a new line.
        await add(variant.product_id, variant.id, 1);
        await add(other.product_id, other.id, 3);

        const paid = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: CARD }),
        );
        expect(paid.status).toBe("PAID");
        expect(paid.itemCount).toBe(2);
        const left = await data<Cart>(`/order/v3/cart?cartToken=${cart.token}`);
        expect(
          left.items.map((item) => ({ variantId: item.variantId, quantity: item.quantity })),
        ).toEqual([
          { variantId: variant.id, quantity: 1 },
          { variantId: other.id, quantity: 3 },
        ]);
      });

      it("numbers orders one after another", async () => {
        const numbers: number[] = [];
        for (let i = 0; i < 2; i += 1) {
          const { checkout } = await readyCheckout();
          const paid = await data<ShopCheckout>(
            `/order/v3/checkouts/${checkout.id}/payment`,
            send("PUT", { paymentmethod: CARD }),
          );
          numbers.push(paid.order?.number ?? 0);
        }
        expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
      });

      it("recovers an abandoned checkout on another device with a rebuilt cart", async () => {
        const { checkout, cart } = await readyCheckout();
        await shop.db.deleteFrom("carts").where("token", "=", cart.token).execute();
        const recovered = await data<ShopCheckout>(`/order/v3/checkouts/${checkout.id}/recover`, {
          method: "POST",
        });
        expect(recovered.status).toBe("OPEN");
        expect(recovered.cartToken).not.toBeNull();
        expect(recovered.cartToken).not.toBe(cart.token);
        expect(recovered.lines).toEqual(checkout.lines);
        expect(recovered.shippingRate?.id).toBe("express");
      });

      it("answers 404 for an unknown checkout", async () => {
        expect((await shop.request("/order/v3/checkouts/chk_nope")).status).toBe(404);
      });
    });

    describe("orders", () => {
      it("cancels a paid order once, puts the stock back, and refuses a second cancel", async () => {
        const { checkout, variant } = await readyCheckout();
        const before = await shop.db
          .selectFrom("product_variants")
          .select("stock")
          .where("id", "=", variant.id)
          .executeTakeFirstOrThrow();
        const paid = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: CARD }),
        );
        const code = paid.order?.code ?? "";
        const canceled = await data<Order>(
          `/order/v3/orders/${code}/cancel`,
          send("PUT", { reason: "Ordered twice" }),
        );
        expect(canceled).toMatchObject({ status: "CANCELED", cancellable: false });
        const { charge_id } = await shop.db
          .selectFrom("orders")
          .select("charge_id")
          .where("id", "=", canceled.id)
          .executeTakeFirstOrThrow();
        const intent = await shop.db
          .selectFrom("test_payment_intents")
          .select("status")
          .where("id", "=", charge_id ?? "")
          .executeTakeFirstOrThrow();
        expect(intent.status).toBe("REFUNDED");
        const after = await shop.db
          .selectFrom("product_variants")
          .select("stock")
          .where("id", "=", variant.id)
          .executeTakeFirstOrThrow();
        expect(after.stock).toBe(before.stock);
        const again = await shop.request(`/order/v3/orders/${code}/cancel`, send("PUT", {}));
        expect(again.status).toBe(409);
        expect((await again.json()).code).toBe("ORDER_NOT_CANCELLABLE");
      });

      it("refuses to cancel a fulfilled order", async () => {
        const { checkout } = await readyCheckout();
        const paid = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: CARD }),
        );
        await shop.db
          .updateTable("orders")
          .set({ status: "FULFILLED", fulfilled_at: new Date() })
          .where("id", "=", paid.order?.id ?? "")
          .execute();
        const response = await shop.request(
          `/order/v3/orders/${paid.order?.code}/cancel`,
          send("PUT", {}),
        );
        expect(response.status).toBe(409);
      });

      it("keeps orders to their shop", async () => {
        const { checkout } = await readyCheckout();
        const paid = await data<ShopCheckout>(
          `/order/v3/checkouts/${checkout.id}/payment`,
          send("PUT", { paymentmethod: CARD }),
        );
        const response = await shop.request(`/order/v3/orders/${paid.order?.code}`, {
          headers: { Host: "minimal.localhost" },
        });
        expect(response.status).toBe(404);
      });
    });

    describe("donations", () => {
      it("answers the shop's settings", async () => {
        const settings = await data<DonationSettings>("/order/v3/donations/settings");
        expect(settings).toMatchObject({ enabled: true, currency: "USD", minAmount: 100 });
        expect(settings.presetAmounts.length).toBeGreaterThan(0);
        expect(
          (
            await shop.request("/order/v3/donations/settings", {
              headers: { Host: "plain.localhost" },
            })
          ).status,
        ).toBe(404);
      });

      it("takes a paid donation and shows it on the success page", async () => {
        const donation = await data<Donation>(
          "/order/v3/donations",
          send("POST", {
            amount: 500,
            email: "fan@example.test",
            donorName: "A fan",
            message: "Keep drawing!",
            paymentmethod: CARD,
          }),
        );
        expect(donation).toMatchObject({ amount: 500, currency: "USD", message: "Keep drawing!" });
        expect(await data<Donation>(`/order/v3/donations/${donation.id}`)).toEqual(donation);
      });

      it("answers 402 to a declined card and stores nothing", async () => {
        const count = async () =>
          (await shop.db.selectFrom("donations").select("id").execute()).length;
        const before = await count();
        const response = await shop.request(
          "/order/v3/donations",
          send("POST", { amount: 500, email: "fan@example.test", paymentmethod: DECLINED }),
        );
        expect(response.status).toBe(402);
        expect(await count()).toBe(before);
      });

      it("waits for the donor to confirm a 3-D Secure card, then takes it", async () => {
        const pending = await data<Donation>(
          "/order/v3/donations",
          send("POST", { amount: 700, email: "fan@example.test", paymentmethod: ACTION }),
        );
        expect(pending).toMatchObject({ status: "REQUIRES_ACTION", amount: 700 });
        expect((await shop.request(`/order/v3/donations/${pending.id}`)).status).toBe(404);
        const confirm = `/order/v3/donations/${pending.id}/payment`;
        const paid = await data<Donation>(confirm, { method: "PUT" });
        expect(paid).toEqual({ ...pending, status: "PAID" });
        expect(await data<Donation>(`/order/v3/donations/${pending.id}`)).toEqual(paid);
        expect(await data<Donation>(confirm, { method: "PUT" })).toEqual(paid);
        const intent = await shop.db
          .selectFrom("donations")
          .innerJoin("test_payment_intents", "test_payment_intents.id", "donations.charge_id")
          .select("test_payment_intents.status")
          .where("donations.id", "=", pending.id)
          .executeTakeFirstOrThrow();
        expect(intent.status).toBe("SUCCEEDED");
        expect(
          (await shop.request("/order/v3/donations/don_unknown/payment", { method: "PUT" })).status,
        ).toBe(404);
      });

      it("refuses amounts outside the limits", async () => {
        const response = await shop.request(
          "/order/v3/donations",
          send("POST", { amount: 50, email: "fan@example.test", paymentmethod: CARD }),
        );
        expect(response.status).toBe(400);
      });
    });

    describe("gifts and Twitch", () => {
      it("answers the Twitch state", async () => {
        expect(await data<TwitchState>("/pod/twitch")).toEqual({
          isLive: false,
          giftable: true,
          channelName: "mayamakes",
        });
      });

      it("verifies a code, redeems it once into a free order, and shows the gift by id", async () => {
        const code = DEMO_GIFT_CODES[0].toLowerCase();
        const gift = await data<Gift>("/order/v3/twitch/gift-codes/verify", send("POST", { code }));
        expect(gift).toMatchObject({ status: "AVAILABLE", channelName: "mayamakes" });
        const redemption = await data<GiftRedemption>(
          "/order/v3/twitch/gift-codes/redeem",
          send("POST", { code, email: "viewer@example.test", shippingAddress: ADDRESS }),
        );
        expect(redemption.gift.status).toBe("REDEEMED");
        const order = await data<Order>(`/order/v3/orders/${redemption.order.code}`);
        expect(order).toMatchObject({
          kind: "GIFT_REDEMPTION",
          totalAmount: 0,
          cancellable: false,
        });
        const again = await shop.request(
          "/order/v3/twitch/gift-codes/redeem",
          send("POST", { code, email: "viewer@example.test", shippingAddress: ADDRESS }),
        );
        expect(again.status).toBe(409);
        expect((await data<Gift>(`/pod/gifts/${gift.id}`)).status).toBe("REDEEMED");
      });

      it("answers 404 INVALID_GIFT_CODE to an unknown code", async () => {
        const response = await shop.request(
          "/order/v3/twitch/gift-codes/verify",
          send("POST", { code: "NOT-A-CODE" }),
        );
        expect(response.status).toBe(404);
        expect((await response.json()).code).toBe("INVALID_GIFT_CODE");
      });

      it("answers 404 for an unknown gift", async () => {
        expect((await shop.request("/pod/gifts/gift_nope")).status).toBe(404);
      });
    });

    describe("pages and coming soon", () => {
      it("answers content pages as blocks, never HTML", async () => {
        for (const slug of ["about", "shipping", "returns", "faq"]) {
          const page = await data<ContentPage>(`/pod/pages/${slug}`);
          expect(page.blocks.length).toBeGreaterThan(0);
          expect(JSON.stringify(page.blocks)).not.toMatch(/<[a-z]/i);
        }
        expect((await shop.request("/pod/pages/nope")).status).toBe(404);
        expect((await shop.request("/pod/pages/..%2Fabout")).status).toBe(400);
      });

      it("shows the coming-soon page and lets the right password in", async () => {
        const soon = { Host: "soon.localhost" };
        const page = await data<ComingSoon>("/pod/coming-soon", { headers: soon });
        expect(page).toMatchObject({ shopName: "Opening Soon", passwordEnabled: true });
        const wrong = await shop.request("/pod/coming-soon/enter", {
          ...send("POST", { password: "nope" }),
          headers: soon,
        });
        expect(wrong.status).toBe(401);
        expect((await wrong.json()).code).toBe("INVALID_PASSWORD");
        const ok = await data<{ ok: boolean }>("/pod/coming-soon/enter", {
          ...send("POST", { password: COMING_SOON_PASSWORD }),
          headers: soon,
        });
        expect(ok).toEqual({ ok: true });
        const stored = await shop.db
          .selectFrom("coming_soon_settings")
          .select("password_hash")
          .executeTakeFirstOrThrow();
        expect(stored.password_hash).not.toContain(COMING_SOON_PASSWORD);
      });
    });
  },
);
