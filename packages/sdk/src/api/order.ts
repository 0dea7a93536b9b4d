import type {
  BillingRecord,
  CheckoutInformation,
  CreateMembershipCheckoutPayload,
  DirectMessage,
  ListResponse,
  MembershipCheckout,
  PaymentMethod,
  PaymentMethodInput,
  SendTipPayload,
  Subscription,
  UnlockMessagePayload,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import { type HttpClient, pathSegment } from "../http/client";
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

const BASE = "/order/v3/memberships";

export function createOrderApi(client: HttpClient): OrderApi {
  const checkout = (checkoutId: string, step = "") =>
    `${BASE}/checkout/${pathSegment(checkoutId)}${step}`;
  const subscription = (action: string, query: Record<string, string>, options?: RequestOptions) =>
    client.data<Subscription>(`${BASE}/subscription/${action}`, { method: "PUT", query }, options);
  return {
    createCheckout: async (payload, options) =>
      client.data(`${BASE}/checkout`, { method: "POST", body: payload }, options),
    getCheckout: async (checkoutId, options) => client.data(checkout(checkoutId), {}, options),
    updateCheckoutInformation: async (checkoutId, information, options) =>
      client.data(
        checkout(checkoutId, "/information"),
        { method: "PUT", body: information },
        options,
      ),
    setupCheckoutPayment: async (checkoutId, paymentmethod, options) =>
      client.data(
        checkout(checkoutId, "/setup-payment"),
        { method: "PUT", body: { paymentmethod } },
        options,
      ),
    payCheckout: async (checkoutId, options) =>
      client.data(checkout(checkoutId, "/payment"), { method: "PUT" }, options),
    cancelCheckoutPayment: async (checkoutId, options) =>
      client.data(checkout(checkoutId, "/cancel-payment"), { method: "PUT" }, options),
    applyCheckoutPromotion: async (checkoutId, promotionCode, options) =>
      client.data(
        checkout(checkoutId, "/promotion"),
        { method: "PUT", body: { promotionCode } },
        options,
      ),
    removeCheckoutPromotion: async (checkoutId, options) =>
      client.data(checkout(checkoutId, "/promotion"), { method: "DELETE" }, options),
    downgradeSubscription: async (membershipId, tierId, options) =>
      subscription("downgrade", { membershipId, tierId }, options),
    cancelSubscriptionDowngrade: async (membershipId, options) =>
      subscription("downgrade/cancel", { membershipId }, options),
    resumeSubscription: async (membershipId, options) =>
      subscription("resume", { membershipId }, options),
    cancelSubscription: async (membershipId, options) =>
      subscription("cancel", { membershipId }, options),
    billingHistory: async (membershipId, query = {}, options) =>
      client.list(
        `${BASE}/checkout/billing`,
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
      client.data(`${BASE}/checkout/payment-method`, { query: { membershipId } }, options),
    deletePaymentMethod: async (membershipId, options) =>
      client.data(
        `${BASE}/checkout/payment-method`,
        { method: "DELETE", query: { membershipId } },
        options,
      ),
    setupPaymentMethod: async (membershipId, paymentmethod, options) =>
      client.data(
        `${BASE}/payment-method/setup`,
        { method: "PUT", query: { membershipId }, body: { paymentmethod } },
        options,
      ),
    updatePaymentMethod: async (membershipId, paymentMethodToken, options) =>
      client.data(
        `${BASE}/payment-method`,
        { method: "PUT", query: { membershipId }, body: { paymentMethodToken } },
        options,
      ),
    sendTip: async (payload, options) =>
      client.data(`${BASE}/send-tip`, { method: "POST", body: payload }, options),
    unlockMessage: async (payload, options) =>
      client.data(`${BASE}/unlock-message`, { method: "POST", body: payload }, options),
  };
}
