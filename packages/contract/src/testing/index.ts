/**
 * Wire-data fixtures for tests and stories: a member, a creator, a shop, a cart line, and the
 * variant-product generator (a tee, and the 2,048-variant product the demo's catalogue carries).
 * Kept out of the main entry so that a storefront's bundle never carries them.
 */
export { creatorFixture, memberFixture } from "./auth-fixtures";
export { cartItem, cartWith } from "./cart-fixtures";
export { membershipSettingsFixture, shopFixture } from "./shop-fixtures";
export type { FixtureOption, FixtureValue, VariantFixtureInput } from "./variant-product";
export {
  buildVariantProduct,
  createLargeVariantProduct,
  createTeeProduct,
} from "./variant-product";
