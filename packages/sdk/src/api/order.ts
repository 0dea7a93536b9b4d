import {
  type BillingRecord,
  billingRoutes,
  type CheckoutInformation,
  type CreateMembershipCheckoutPayload,
  type DirectMessage,
  type ListResponse,
  type MembershipCheckout,
  membershipCheckoutRoutes,
  type PaymentMethod,
  type PaymentMethodInput,
  type SendTipPayload,
  type Subscription,
  subscriptionsRoutes,
  tipsRoutes,
  type UnlockMessagePayload,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";
import { BILLING_PAGE_SIZE, toCallPage, toPageSize } from "./paging";

export interface BillingHistoryQuery {
  /** 1-based as the UI counts. */
  page?: number;
  pageSize?: number;
}

/** The order service on `gatewayBase`; every call sends the member token as `X-Membership-Token`. */
export interface OrderApi {
  createCheckout(
    payload: CreateMembershipCheckoutPayload,
    options?: RequestOptions,
  ): Promise<MembershipCheckout>;
  getCheckout(checkoutId: string, options?: RequestOptions): Promise<MembershipCheckout>;
  updateCheckoutInformation(
    checkoutId: string,
    information: CheckoutInformation,
    options?: RequestOptions,
  ): Promise<MembershipCheckout>;
  setupCheckoutPayment(
    checkoutId: string,
    paymentmethod: PaymentMethodInput,
    options?: RequestOptions,
  ): Promise<MembershipCheckout>;
  /** Pays the checkout: `PAID`, `PAYMENT_FAILED` or `REQUIRES_ACTION`. */
  payCheckout(checkoutId: string, options?: RequestOptions): Promise<MembershipCheckout>;
  cancelCheckoutPayment(checkoutId: string, options?: RequestOptions): Promise<MembershipCheckout>;
  applyCheckoutPromotion(
    checkoutId: string,
    promotionCode: string,
    options?: RequestOptions,
  ): Promise<MembershipCheckout>;
  removeCheckoutPromotion(
    checkoutId: string,
    options?: RequestOptions,
  ): Promise<MembershipCheckout>;
  downgradeSubscription(
    membershipId: string,
    tierId: string,
    options?: RequestOptions,
  ): Promise<Subscription>;
  cancelSubscriptionDowngrade(
    membershipId: string,
    options?: RequestOptions,
  ): Promise<Subscription>;
  resumeSubscription(membershipId: string, options?: RequestOptions): Promise<Subscription>;
  cancelSubscription(membershipId: string, options?: RequestOptions): Promise<Subscription>;
  billingHistory(
    membershipId: string,
    query?: BillingHistoryQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<BillingRecord>>;
  getPaymentMethod(membershipId: string, options?: RequestOptions): Promise<PaymentMethod | null>;
  deletePaymentMethod(membershipId: string, options?: RequestOptions): Promise<null>;
  /** Registers a card with the payment provider; its token then goes to `updatePaymentMethod`. */
  setupPaymentMethod(
    membershipId: string,
    paymentmethod: PaymentMethodInput,
    options?: RequestOptions,
  ): Promise<{ paymentMethodToken: string }>;
  updatePaymentMethod(
    membershipId: string,
    paymentMethodToken: string,
    options?: RequestOptions,
  ): Promise<PaymentMethod>;
  sendTip(payload: SendTipPayload, options?: RequestOptions): Promise<{ id: string }>;
  unlockMessage(payload: UnlockMessagePayload, options?: RequestOptions): Promise<DirectMessage>;
}

const checkout = membershipCheckoutRoutes;
const subscriptions = subscriptionsRoutes;
const billing = billingRoutes;
const tips = tipsRoutes;

export function createOrderApi(client: HttpClient): OrderApi {
  return {
    createCheckout: async (payload, options) =>
      client.call(checkout.createCheckout, { body: payload }, options),
    getCheckout: async (checkoutId, options) =>
      client.call(checkout.getCheckout, { params: { checkoutId } }, options),
    updateCheckoutInformation: async (checkoutId, information, options) =>
      client.call(
        checkout.updateCheckoutInformation,
        { params: { checkoutId }, body: information },
        options,
      ),
    setupCheckoutPayment: async (checkoutId, paymentmethod, options) =>
      client.call(
        checkout.setupCheckoutPayment,
        { params: { checkoutId }, body: { paymentmethod } },
        options,
      ),
    payCheckout: async (checkoutId, options) =>
      client.call(checkout.payCheckout, { params: { checkoutId } }, options),
    cancelCheckoutPayment: async (checkoutId, options) =>
      client.call(checkout.cancelCheckoutPayment, { params: { checkoutId } }, options),
    applyCheckoutPromotion: async (checkoutId, promotionCode, options) =>
      client.call(
        checkout.applyCheckoutPromotion,
        { params: { checkoutId }, body: { promotionCode } },
        options,
      ),
    removeCheckoutPromotion: async (checkoutId, options) =>
      client.call(checkout.removeCheckoutPromotion, { params: { checkoutId } }, options),
    downgradeSubscription: async (membershipId, tierId, options) =>
      client.call(
        subscriptions.downgradeSubscription,
        { query: { membershipId, tierId } },
        options,
      ),
    cancelSubscriptionDowngrade: async (membershipId, options) =>
      client.call(subscriptions.cancelSubscriptionDowngrade, { query: { membershipId } }, options),
    resumeSubscription: async (membershipId, options) =>
      client.call(subscriptions.resumeSubscription, { query: { membershipId } }, options),
    cancelSubscription: async (membershipId, options) =>
      client.call(subscriptions.cancelSubscription, { query: { membershipId } }, options),
    billingHistory: async (membershipId, query = {}, options) =>
      client.call(
        billing.billingHistory,
        {
          query: {
            membershipId,
            page: toCallPage(query.page),
            size: toPageSize(query.pageSize, BILLING_PAGE_SIZE),
          },
        },
        options,
      ),
    getPaymentMethod: async (membershipId, options) =>
      client.call(billing.getPaymentMethod, { query: { membershipId } }, options),
    deletePaymentMethod: async (membershipId, options) =>
      client.call(billing.deletePaymentMethod, { query: { membershipId } }, options),
    setupPaymentMethod: async (membershipId, paymentmethod, options) =>
      client.call(
        billing.setupPaymentMethod,
        { query: { membershipId }, body: { paymentmethod } },
        options,
      ),
    updatePaymentMethod: async (membershipId, paymentMethodToken, options) =>
      client.call(
        billing.updatePaymentMethod,
        { query: { membershipId }, body: { paymentMethodToken } },
        options,
      ),
    sendTip: async (payload, options) => client.call(tips.sendTip, { body: payload }, options),
    unlockMessage: async (payload, options) =>
      client.call(tips.unlockMessage, { body: payload }, options),
  };
}
