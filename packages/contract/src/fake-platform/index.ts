/**
 * The fake platform: msw handlers that answer the shop API the way `@vitrine/shop-api` does, the
 * fixtures they answer with and the state they keep (cart, checkout, membership), shared by
 * Storybook and unit tests so a theme runs without a server.
 *
 * `msw` is an optional peer dependency of `@vitrine/contract`: only this entry needs it, and a
 * project that fakes the network already has its own msw (and its service worker) at the version it
 * chose; the main entry works without it.
 */
export { analyticsStatsFixture } from "./analytics-fixtures";
export { longNameSummary, productSummaries } from "./catalog-fixtures";
export {
  addressFixture,
  checkoutFixture,
  checkoutLines,
  comingSoonFixture,
  GIFT_CODES,
  giftFixture,
  orderFixture,
  readyCheckout,
} from "./checkout-fixtures";
export type { CheckoutHandlerGroup } from "./checkout-handlers";
export { checkoutHandlers } from "./checkout-handlers";
export { MOCK_PROMOTION_CODE } from "./member-account-handlers";
export {
  cancelledMember,
  fakeAccessToken,
  freeMember,
  memberWithAccount,
  postWhere,
  videoSummaries,
} from "./membership-fixtures";
export type { MembershipHandlerGroup } from "./membership-handlers";
export { membershipHandlers } from "./membership-handlers";
export { MOCK_CART_TOKEN, mockCart } from "./mock-cart";
export { mockCheckout } from "./mock-checkout";
export { mockMembership } from "./mock-membership";
export type { ShopHandlerGroup } from "./shop-handlers";
export {
  answersData,
  answersEmptyList,
  apiError,
  failsWith,
  MOCK_ENDPOINTS,
  MOCK_ORIGIN,
  neverAnswers,
  shopHandlers,
} from "./shop-handlers";
