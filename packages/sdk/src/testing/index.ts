export type { FixtureOption, FixtureValue, VariantFixtureInput } from "@vitrine/contract/testing";
export {
  buildVariantProduct,
  cartItem,
  cartWith,
  createLargeVariantProduct,
  createTeeProduct,
  creatorFixture,
  memberFixture,
  membershipSettingsFixture,
  shopFixture,
} from "@vitrine/contract/testing";
export { FONT_FILES_FIXTURE } from "./font-files-fixture";
export { testStorefront } from "./test-storefront";
