import type { ConformanceCase } from "../conformance-case";
import { analyticsCases } from "./analytics-cases";
import { cartCases } from "./cart-cases";
import { catalogCases } from "./catalog-cases";
import { checkoutCases } from "./checkout-cases";
import { contentCases } from "./content-cases";
import { directMessagesCases } from "./direct-messages-cases";
import { donationCases, pageCases, twitchCases } from "./donation-gift-page-cases";
import { newsletterCases } from "./newsletter-cases";
import { themeSettingsCases } from "./theme-settings-cases";

/** Every SDK call the suite makes, by service; each endpoint of the contract has at least one. */
export const conformanceCases: ConformanceCase[] = [
  ...newsletterCases,
  ...catalogCases,
  ...cartCases,
  ...checkoutCases,
  ...donationCases,
  ...twitchCases,
  ...pageCases,
  ...contentCases,
  ...directMessagesCases,
  ...analyticsCases,
  ...themeSettingsCases,
];
