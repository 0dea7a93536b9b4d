export { creatorFixture, memberFixture } from "./auth-fixtures";
export { cartItem, cartWith } from "./cart-fixtures";
export type { FixtureOption, FixtureValue, VariantFixtureInput } from "./product-fixtures";
export {
  buildVariantProduct,
  createLargeVariantProduct,
  createTeeProduct,
} from "./product-fixtures";
export { membershipSettingsFixture, shopFixture } from "./shop-fixtures";
