export type { FixtureOption, FixtureValue, VariantFixtureInput } from "../products/fixtures";
export {
  buildVariantProduct,
  createLargeVariantProduct,
  createTeeProduct,
} from "../products/fixtures";
export { creatorFixture, memberFixture } from "../stores/auth-fixtures";
export { cartItem, cartWith } from "../stores/cart-fixtures";
export { membershipSettingsFixture, shopFixture } from "../stores/shop-fixtures";
