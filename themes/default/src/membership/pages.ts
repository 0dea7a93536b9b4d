import type { ThemePages } from "@vitrine/sdk/react";
import { lazyPage } from "../pages/lazy-page";

/**
 * The membership screens by route name, spread into the theme's `pages`. Bare parents that only
 * redirect or 404 (`membership`, `membership-checkout`, `membership-video-catalog`) have none.
 */
export const membershipPages = {
  "membership-checkout-message": lazyPage(
    () => import("./checkout/checkout-message-page"),
    "CheckoutMessagePage",
  ),
  "membership-checkout-payment": lazyPage(
    () => import("./checkout/checkout-payment-page"),
    "CheckoutPaymentPage",
  ),
  "membership-checkout-change-subscription": lazyPage(
    () => import("./checkout/checkout-change-subscription-page"),
    "CheckoutChangeSubscriptionPage",
  ),
  "membership-pricing": lazyPage(() => import("./pricing/pricing-page"), "PricingPage"),
  "creator-profile": lazyPage(() => import("./creator/creator-profile-page"), "CreatorProfilePage"),
  "member-account": lazyPage(() => import("./account/member-account-page"), "MemberAccountPage"),
  "member-profile": lazyPage(() => import("./account/member-profile-page"), "MemberProfilePage"),
  "member-perks": lazyPage(() => import("./account/perks-page"), "PerksPage"),
  "member-badges": lazyPage(() => import("./account/badges-page"), "BadgesPage"),
  "member-billing": lazyPage(() => import("./account/billing-page"), "BillingPage"),
  "member-watch-history": lazyPage(
    () => import("./account/watch-history-page"),
    "WatchHistoryPage",
  ),
  "member-change-subscription": lazyPage(
    () => import("./account/change-subscription-page"),
    "ChangeSubscriptionPage",
  ),
  "member-exit-survey": lazyPage(() => import("./account/exit-survey-page"), "ExitSurveyPage"),
  "membership-video-catalog-featured": lazyPage(
    () => import("./videos/video-catalog-page"),
    "VideoCatalogPage",
  ),
  "membership-video-catalog-all": lazyPage(
    () => import("./videos/video-catalog-page"),
    "VideoCatalogPage",
  ),
  "membership-video-series": lazyPage(
    () => import("./videos/video-series-page"),
    "VideoSeriesPage",
  ),
  "membership-direct-messages": lazyPage(
    () => import("./messages/direct-messages-page"),
    "DirectMessagesPage",
  ),
  "membership-posts": lazyPage(() => import("./posts/posts-page"), "PostsPage"),
  "membership-post": lazyPage(() => import("./posts/post-page"), "PostPage"),
  "membership-video": lazyPage(() => import("./videos/video-page"), "VideoPage"),
  "membership-video-embed": lazyPage(() => import("./videos/video-embed-page"), "VideoEmbedPage"),
  "membership-audio": lazyPage(() => import("./audio/audio-page"), "AudioPage"),
  "membership-post-unlock": lazyPage(() => import("./posts/post-unlock-page"), "PostUnlockPage"),
  "membership-complete-account": lazyPage(
    () => import("./auth/complete-account-page"),
    "CompleteAccountPage",
  ),
  "auth-verify": lazyPage(() => import("./auth/verify-page"), "VerifyPage"),
  "auth-login": lazyPage(() => import("./auth/login-page"), "LoginPage"),
  "auth-forgot-password": lazyPage(
    () => import("./auth/forgot-password-page"),
    "ForgotPasswordPage",
  ),
  "auth-reset-password": lazyPage(() => import("./auth/reset-password-page"), "ResetPasswordPage"),
  "auth-signup": lazyPage(() => import("./auth/signup-page"), "SignupPage"),
  "auth-logout": lazyPage(() => import("./auth/logout-page"), "LogoutPage"),
} satisfies ThemePages;
