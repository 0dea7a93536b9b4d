import type { ThemePages } from "@vitrine/sdk/react";
import { type LazyPageOptions, lazyPage } from "../pages/lazy-page";

// The screens' English strings come with whichever membership page is opened first.
const withMembershipStrings: LazyPageOptions = {
  strings: async () => ({ membership: (await import("./i18n/en")).membershipEn }),
};

/**
 * The membership screens by route name, spread into the theme's `pages`. Bare parents that only
 * redirect or 404 (`membership`, `membership-checkout`, `membership-video-catalog`) have none.
 */
export const membershipPages = {
  "membership-checkout-message": lazyPage(
    () => import("./checkout/checkout-message-page"),
    "CheckoutMessagePage",
    withMembershipStrings,
  ),
  "membership-checkout-payment": lazyPage(
    () => import("./checkout/checkout-payment-page"),
    "CheckoutPaymentPage",
    withMembershipStrings,
  ),
  "membership-checkout-change-subscription": lazyPage(
    () => import("./checkout/checkout-change-subscription-page"),
    "CheckoutChangeSubscriptionPage",
    withMembershipStrings,
  ),
  "membership-pricing": lazyPage(
    () => import("./pricing/pricing-page"),
    "PricingPage",
    withMembershipStrings,
  ),
  "creator-profile": lazyPage(
    () => import("./creator/creator-profile-page"),
    "CreatorProfilePage",
    withMembershipStrings,
  ),
  "member-account": lazyPage(
    () => import("./account/member-account-page"),
    "MemberAccountPage",
    withMembershipStrings,
  ),
  "member-profile": lazyPage(
    () => import("./account/member-profile-page"),
    "MemberProfilePage",
    withMembershipStrings,
  ),
  "member-perks": lazyPage(
    () => import("./account/perks-page"),
    "PerksPage",
    withMembershipStrings,
  ),
  "member-badges": lazyPage(
    () => import("./account/badges-page"),
    "BadgesPage",
    withMembershipStrings,
  ),
  "member-billing": lazyPage(
    () => import("./account/billing-page"),
    "BillingPage",
    withMembershipStrings,
  ),
  "member-watch-history": lazyPage(
    () => import("./account/watch-history-page"),
    "WatchHistoryPage",
    withMembershipStrings,
  ),
  "member-change-subscription": lazyPage(
    () => import("./account/change-subscription-page"),
    "ChangeSubscriptionPage",
    withMembershipStrings,
  ),
  "member-exit-survey": lazyPage(
    () => import("./account/exit-survey-page"),
    "ExitSurveyPage",
    withMembershipStrings,
  ),
  "membership-video-catalog-featured": lazyPage(
    () => import("./videos/video-catalog-page"),
    "VideoCatalogPage",
    withMembershipStrings,
  ),
  "membership-video-catalog-all": lazyPage(
    () => import("./videos/video-catalog-page"),
    "VideoCatalogPage",
    withMembershipStrings,
  ),
  "membership-video-series": lazyPage(
    () => import("./videos/video-series-page"),
    "VideoSeriesPage",
    withMembershipStrings,
  ),
  "membership-direct-messages": lazyPage(
    () => import("./messages/direct-messages-page"),
    "DirectMessagesPage",
    withMembershipStrings,
  ),
  "membership-posts": lazyPage(
    () => import("./posts/posts-page"),
    "PostsPage",
    withMembershipStrings,
  ),
  "membership-post": lazyPage(() => import("./posts/post-page"), "PostPage", withMembershipStrings),
  "membership-video": lazyPage(
    () => import("./videos/video-page"),
    "VideoPage",
    withMembershipStrings,
  ),
  "membership-video-embed": lazyPage(
    () => import("./videos/video-embed-page"),
    "VideoEmbedPage",
    withMembershipStrings,
  ),
  "membership-audio": lazyPage(
    () => import("./audio/audio-page"),
    "AudioPage",
    withMembershipStrings,
  ),
  "membership-post-unlock": lazyPage(
    () => import("./posts/post-unlock-page"),
    "PostUnlockPage",
    withMembershipStrings,
  ),
  "membership-complete-account": lazyPage(
    () => import("./auth/complete-account-page"),
    "CompleteAccountPage",
    withMembershipStrings,
  ),
  "auth-verify": lazyPage(() => import("./auth/verify-page"), "VerifyPage", withMembershipStrings),
  "auth-login": lazyPage(() => import("./auth/login-page"), "LoginPage", withMembershipStrings),
  "auth-forgot-password": lazyPage(
    () => import("./auth/forgot-password-page"),
    "ForgotPasswordPage",
    withMembershipStrings,
  ),
  "auth-reset-password": lazyPage(
    () => import("./auth/reset-password-page"),
    "ResetPasswordPage",
    withMembershipStrings,
  ),
  "auth-signup": lazyPage(() => import("./auth/signup-page"), "SignupPage", withMembershipStrings),
  "auth-logout": lazyPage(() => import("./auth/logout-page"), "LogoutPage", withMembershipStrings),
} satisfies ThemePages;
