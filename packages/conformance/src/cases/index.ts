import type { ConformanceCase } from "../conformance-case";
import { analyticsCases } from "./analytics-cases";
import { authCases } from "./auth-cases";
import { billingCases } from "./billing-cases";
import { cartCases } from "./cart-cases";
import { catalogCases } from "./catalog-cases";
import { checkoutCases } from "./checkout-cases";
import { contentCases } from "./content-cases";
import { creatorsCases } from "./creators-cases";
import { directMessagesCases } from "./direct-messages-cases";
import { donationCases, pageCases, twitchCases } from "./donation-gift-page-cases";
import { mediaCases } from "./media-cases";
import { membersCases } from "./members-cases";
import { membershipCheckoutCases } from "./membership-checkout-cases";
import { newsletterCases } from "./newsletter-cases";
import { shopConfigCases } from "./shop-config-cases";
import { subscriptionsCases } from "./subscriptions-cases";
import { templateCases } from "./template-cases";
import { themeSettingsCases } from "./theme-settings-cases";
import { tipsCases } from "./tips-cases";

/** Every SDK call the suite makes, by service; each endpoint of the contract has at least one. */
export const conformanceCases: ConformanceCase[] = [
  ...shopConfigCases,
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
  ...templateCases,
  ...mediaCases,
  // The member's account and payments, in this order (tips on the saved card before billing
  // replaces it, the paid upgrade before the subscription changes); auth last, as it signs up.
  ...membersCases,
  ...tipsCases,
  ...billingCases,
  ...membershipCheckoutCases,
  ...subscriptionsCases,
  ...creatorsCases,
  ...authCases,
];
