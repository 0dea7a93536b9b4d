import {
  formatUnreadBadge,
  hasPaidSubscription,
  type PathRouteName,
  type RouteName,
  routeOpensFor,
  routePath,
} from "@vitrine/sdk";
import { Link, useDirectMessageWidget, useShop } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../layout/use-hydrated";
import { useCurrentTabInView } from "./use-current-tab-in-view";
import { useUser } from "./use-user";

/** Which navigation entry a membership route belongs under. */
function sectionOf(route: RouteName): string {
  if (route.startsWith("membership-video") || route === "membership-audio") return "videos";
  if (route.startsWith("membership-post")) return "posts";
  if (route === "membership-direct-messages") return "messages";
  if (route === "membership-pricing" || route.startsWith("membership-checkout")) return "pricing";
  if (route.startsWith("member-")) return "account";
  if (route === "creator-profile") return "creator";
  if (route.startsWith("auth-")) return "auth";
  return route;
}

/**
 * The membership area's own navigation, under the shop header: posts, videos, messages (with the
 * unread badge, `99+` above 99), joining for those without a paid tier, and the account entry
 * for who is logged in.
 */
export function MembershipNav({ route }: { route: RouteName }) {
  const { t } = useTranslation();
  const { state: shop } = useShop();
  const { state: widget } = useDirectMessageWidget();
  const user = useUser();
  const current = sectionOf(route);
  const tabs = useCurrentTabInView<HTMLUListElement>(current);
  const messagesOn = shop.membershipSettings?.directMessage.enabled === true;
  const badge = useHydrated() ? formatUnreadBadge(widget.unreadMessageCount) : null;
  // Only links that lead to their page: a private membership sends a visitor home from its posts,
  // videos and pricing, and a member without a subscription from their account too.
  const follower = { membershipSettings: shop.membershipSettings, user };
  const opens = (name: PathRouteName) => routeOpensFor(name, follower);
  const link = (section: string, href: string, label: string, extra?: ReactNode) => (
    <li>
      <Link href={href} aria-current={current === section ? "page" : undefined}>
        {label}
        {extra}
      </Link>
    </li>
  );
  return (
    <nav className="vt-membership-nav" aria-label={t("membership.nav.label")}>
      <ul ref={tabs}>
        {opens("membership-posts")
          ? link("posts", routePath("membership-posts"), t("membership.nav.posts"))
          : null}
        {opens("membership-video-catalog-featured")
          ? link(
              "videos",
              routePath("membership-video-catalog-featured"),
              t("membership.nav.videos"),
            )
          : null}
        {user?.type === "MEMBER" && messagesOn && opens("membership-direct-messages")
          ? link(
              "messages",
              routePath("membership-direct-messages"),
              t("membership.nav.messages"),
              badge === null ? null : (
                <>
                  <span className="vt-count-badge" aria-hidden="true">
                    {badge}
                  </span>
                  <span className="vt-visually-hidden">
                    {t("membership.nav.unread", { count: widget.unreadMessageCount })}
                  </span>
                </>
              ),
            )
          : null}
        {user?.type !== "CREATOR" && !hasPaidSubscription(user) && opens("membership-pricing")
          ? link("pricing", routePath("membership-pricing"), t("membership.nav.pricing"))
          : null}
        {user === null
          ? link("auth", routePath("auth-login"), t("membership.nav.login"))
          : user.type === "CREATOR"
            ? link("creator", routePath("creator-profile"), t("membership.nav.creatorProfile"))
            : opens("member-profile")
              ? link("account", routePath("member-profile"), t("membership.nav.account"))
              : null}
        {user === null
          ? null
          : link("logout", routePath("auth-logout"), t("membership.nav.logout"))}
      </ul>
    </nav>
  );
}
