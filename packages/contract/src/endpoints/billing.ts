import * as z from "zod/mini";
import { BILLING_PAGE_SIZE } from "../limits";
import { id, pageNum, pageSize, paymentCard } from "../rules/field-rules";
import { billingRecord, paymentMethod } from "../types/order";
import { defineEndpoint } from "./endpoint";

const BASE = "/order/v3/memberships";
const membershipQuery = z.object({ membershipId: id });

/** What the member paid, and the card their membership renews with. */
export const billingEndpoints = {
  /** Newest first; `page` is 0-based. */
  billingHistory: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: `${BASE}/checkout/billing`,
    query: z.extend(membershipQuery, {
      page: z._default(pageNum, 0),
      size: z._default(pageSize, BILLING_PAGE_SIZE),
    }),
    answer: billingRecord,
    list: true,
    access: "member",
  }),
  /** `null` when no card is saved. */
  getPaymentMethod: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: `${BASE}/checkout/payment-method`,
    query: membershipQuery,
    answer: z.nullable(paymentMethod),
    access: "member",
  }),
  deletePaymentMethod: defineEndpoint({
    method: "DELETE",
    base: "gateway",
    path: `${BASE}/checkout/payment-method`,
    query: membershipQuery,
    answer: z.null(),
    access: "member",
  }),
  /** Registers a card with the payment provider; its token then goes to `updatePaymentMethod`. */
  setupPaymentMethod: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: `${BASE}/payment-method/setup`,
    query: membershipQuery,
    body: z.object({ paymentmethod: paymentCard }),
    answer: z.object({ paymentMethodToken: z.string() }),
    access: "member",
  }),
  /** Saves the card a setup token names; 404 for a token set up by someone else. */
  updatePaymentMethod: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: `${BASE}/payment-method`,
    query: membershipQuery,
    body: z.object({ paymentMethodToken: id }),
    answer: paymentMethod,
    access: "member",
  }),
};
