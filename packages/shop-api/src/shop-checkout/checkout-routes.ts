import { endpoints } from "@vitrine/contract";
import { Hono, type MiddlewareHandler } from "hono";
import { loadCart } from "../cart/cart-store";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { parseOrThrow } from "../http/validate";
import { randomId } from "../orders/order-codes";
import { paymentProviderFor } from "../payments/provider-for";
import { confirmCheckoutPayment, payCheckout } from "./checkout-payment";
import { ratesFor, repriceRate } from "./checkout-rates";
import { recoverCheckout } from "./checkout-recover";
import {
  assertOpen,
  findCheckout,
  linesOfCart,
  toShopCheckout,
  updateCheckout,
} from "./checkout-store";
import { createShopPayments } from "./shop-payments";

const calls = endpoints.shopCheckout;

const informationRequired = () =>
  httpError(400, "Enter a shipping address first.", { code: "INFORMATION_REQUIRED" });

/**
 * The shop's checkout of a cart under `/order/v3/checkouts`: made from a cart token, then
 * information, shipping, an optional message and payment; recover resumes an abandoned one.
 * The unguessable checkout id is the shopper's key, as a cart token is.
 */
export function shopCheckoutRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const payments = createShopPayments(paymentProviderFor(deps));
  const router = new Hono<ShopEnv>();
  // The steps that change a checkout refuse an unknown (404) or paid (409) one before they read
  // its body, so a stale tab hears that its checkout is gone rather than that its form is wrong.
  const openCheckoutFirst: MiddlewareHandler<ShopEnv> = async (c, next) => {
    const { checkoutId } = parseOrThrow(calls.get.params, c.req.param());
    assertOpen(await findCheckout(db, c.var.shop.id, checkoutId));
    await next();
  };

  onEndpoint(router, calls.create, [], async (c, { body: { cartToken } }) => {
    const cart = await loadCart(db, c.var.shop, cartToken);
    if (!cart || cart.items.length === 0) {
      throw httpError(400, "Your cart is empty.", { code: "CART_EMPTY" });
    }
    const cartRow = await db
      .selectFrom("carts")
      .select("id")
      .where("token", "=", cartToken)
      .executeTakeFirstOrThrow();
    const now = clock();
    const row = await db
      .insertInto("shop_checkouts")
      .values({
        id: randomId("chk"),
        shop_id: c.var.shop.id,
        status: "OPEN",
        cart_id: cartRow.id,
        currency: cart.currency,
        lines: JSON.stringify(linesOfCart(cart)),
        shipping_address: JSON.stringify(null),
        shipping_rate: JSON.stringify(null),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ data: await toShopCheckout(db, c.var.shop, row) });
  });
  onEndpoint(router, calls.get, [], async (c, { params }) => {
    const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
    return c.json({ data: await toShopCheckout(db, c.var.shop, row) });
  });
  onEndpoint(router, calls.updateInformation, [openCheckoutFirst], async (c, { params, body }) => {
    const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
    assertOpen(row);
    const { email, shippingAddress } = body;
    const updated = await updateCheckout(db, clock(), row, {
      email,
      shipping_address: shippingAddress,
      shipping_rate: repriceRate(row.shipping_rate, row.lines, shippingAddress),
    });
    return c.json({ data: await toShopCheckout(db, c.var.shop, updated) });
  });
  onEndpoint(router, calls.shippingRates, [], async (c, { params }) => {
    const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
    if (!row.shipping_address) throw informationRequired();
    return c.json({ data: ratesFor(row.lines, row.shipping_address) });
  });
  onEndpoint(router, calls.selectShipping, [openCheckoutFirst], async (c, { params, body }) => {
    const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
    assertOpen(row);
    if (!row.shipping_address) throw informationRequired();
    const rate = ratesFor(row.lines, row.shipping_address).find(
      (candidate) => candidate.id === body.shippingRateId,
    );
    if (!rate) {
      throw httpError(400, "This shipping method is not offered for your address.", {
        code: "VALIDATION_ERROR",
        issues: [{ path: "shippingRateId", message: "Not offered for this address" }],
      });
    }
    const updated = await updateCheckout(db, clock(), row, { shipping_rate: rate });
    return c.json({ data: await toShopCheckout(db, c.var.shop, updated) });
  });
  onEndpoint(
    router,
    calls.updateMessage,
    [openCheckoutFirst],
    async (c, { params, body: { message } }) => {
      const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
      assertOpen(row);
      const updated = await updateCheckout(db, clock(), row, {
        message: message === "" ? null : message,
      });
      return c.json({ data: await toShopCheckout(db, c.var.shop, updated) });
    },
  );
  onEndpoint(router, calls.recover, [], async (c, { params }) => {
    const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
    const recovered =
      row.status === "PAID" ? row : await recoverCheckout(db, c.var.shop, row, clock());
    return c.json({ data: await toShopCheckout(db, c.var.shop, recovered) });
  });
  onEndpoint(router, calls.pay, [], async (c, { params, body }) => {
    const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
    const paid = await payCheckout({ ...deps, payments }, c.var.shop, row, body.paymentmethod);
    return c.json({ data: await toShopCheckout(db, c.var.shop, paid) });
  });
  onEndpoint(router, calls.confirmPayment, [], async (c, { params }) => {
    const row = await findCheckout(db, c.var.shop.id, params.checkoutId);
    const paid = await confirmCheckoutPayment({ ...deps, payments }, c.var.shop, row);
    return c.json({ data: await toShopCheckout(db, c.var.shop, paid) });
  });
  return router;
}
