export type { FixtureOption, FixtureValue, VariantFixtureInput } from "@vitrine/contract";
export {
  buildVariantProduct,
  createLargeVariantProduct,
  createTeeProduct,
} from "@vitrine/contract";
export { creatorFixture, memberFixture } from "./auth-fixtures";
export { cartItem, cartWith } from "./cart-fixtures";
export { membershipSettingsFixture, shopFixture } from "./shop-fixtures";
