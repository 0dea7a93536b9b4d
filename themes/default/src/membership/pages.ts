import type { ThemePages } from "@vitrine/sdk/react";
import { BadgesPage } from "./account/badges-page";
import { BillingPage } from "./account/billing-page";
import { ChangeSubscriptionPage } from "./account/change-subscription-page";
import { ExitSurveyPage } from "./account/exit-survey-page";
import { MemberAccountPage } from "./account/member-account-page";
import { MemberProfilePage } from "./account/member-profile-page";
import { PerksPage } from "./account/perks-page";
import { WatchHistoryPage } from "./account/watch-history-page";
import { AudioPage } from "./audio/audio-page";
import { CompleteAccountPage } from "./auth/complete-account-page";
import { ForgotPasswordPage } from "./auth/forgot-password-page";
import { LoginPage } from "./auth/login-page";
import { LogoutPage } from "./auth/logout-page";
import { ResetPasswordPage } from "./auth/reset-password-page";
import { SignupPage } from "./auth/signup-page";
import { VerifyPage } from "./auth/verify-page";
import { CheckoutChangeSubscriptionPage } from "./checkout/checkout-change-subscription-page";
import { CheckoutMessagePage } from "./checkout/checkout-message-page";
import { CheckoutPaymentPage } from "./checkout/checkout-payment-page";
import { CreatorProfilePage } from "./creator/creator-profile-page";
import { DirectMessagesPage } from "./messages/direct-messages-page";
import { PostPage } from "./posts/post-page";
import { PostUnlockPage } from "./posts/post-unlock-page";
import { PostsPage } from "./posts/posts-page";
import { PricingPage } from "./pricing/pricing-page";
import { VideoCatalogPage } from "./videos/video-catalog-page";
import { VideoEmbedPage } from "./videos/video-embed-page";
import { VideoPage } from "./videos/video-page";
import { VideoSeriesPage } from "./videos/video-series-page";

/**
 * The membership screens by route name, spread into the theme's `pages`. Bare parents that only
 * redirect or 404 (`membership`, `membership-checkout`, `membership-video-catalog`) have none.
 */
export const membershipPages = {
  "membership-checkout-message": CheckoutMessagePage,
  "membership-checkout-payment": CheckoutPaymentPage,
  "membership-checkout-change-subscription": CheckoutChangeSubscriptionPage,
  "membership-pricing": PricingPage,
  "creator-profile": CreatorProfilePage,
  "member-account": MemberAccountPage,
  "member-profile": MemberProfilePage,
  "member-perks": PerksPage,
  "member-badges": BadgesPage,
  "member-billing": BillingPage,
  "member-watch-history": WatchHistoryPage,
  "member-change-subscription": ChangeSubscriptionPage,
  "member-exit-survey": ExitSurveyPage,
  "membership-video-catalog-featured": VideoCatalogPage,
  "membership-video-catalog-all": VideoCatalogPage,
  "membership-video-series": VideoSeriesPage,
  "membership-direct-messages": DirectMessagesPage,
  "membership-posts": PostsPage,
  "membership-post": PostPage,
  "membership-video": VideoPage,
  "membership-video-embed": VideoEmbedPage,
  "membership-audio": AudioPage,
  "membership-post-unlock": PostUnlockPage,
  "membership-complete-account": CompleteAccountPage,
  "auth-verify": VerifyPage,
  "auth-login": LoginPage,
  "auth-forgot-password": ForgotPasswordPage,
  "auth-reset-password": ResetPasswordPage,
  "auth-signup": SignupPage,
  "auth-logout": LogoutPage,
} satisfies ThemePages;
