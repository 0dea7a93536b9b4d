import type { User } from "@vitrine/contract";
import {
  type LinkFollower,
  type RouteName,
  routeOpensFor,
  routePath,
  seesMembership,
} from "@vitrine/sdk";
import { Link, useCart, useShop } from "@vitrine/sdk/react";
import { useImageUrl, useSchemeStyle } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { TwitchLiveBadge } from "../components/twitch/twitch-status";
import { useUser } from "../membership/components/use-user";

const NAVIGATION = [
  { route: "home", key: "layout.home" },
  { route: "collections", key: "layout.collections" },
  { route: "products", key: "layout.products" },
] as const;

/** The routes whose pages belong under a navigation entry (a product under "All products"). */
const SECTION_OF: Partial<Record<RouteName, RouteName>> = {
  collection: "collections",
  product: "products",
};

/**
 * The shop's header: logo (at the theme's logo width), main navigation, the "Live on Twitch" badge
 * while the shop's channel is live, account link and the cart link with its item count.
 */
export function Header({ route }: { route: RouteName }) {
  const { t } = useTranslation();
  const { state: shopState } = useShop();
  const { state: cartState } = useCart();
  const user = useUser();
  const shop = shopState.shop;
  const membershipShown = seesMembership(shopState.membershipSettings, user);
  const account = accountLink(shopState.membershipSettings, user);
  const itemCount = cartState.cart?.itemCount ?? 0;
  const imageUrl = useImageUrl();
  const current = SECTION_OF[route] ?? route;

  return (
    <header className="vt-header vt-scheme" style={useSchemeStyle(0)}>
      <div className="vt-page-width vt-header__inner">
        <Link className="vt-header__logo" href={routePath("home")}>
          {shop?.logoUrl ? (
            <img src={imageUrl(shop.logoUrl, { height: 150 })} alt={shop.name} />
          ) : (
            (shop?.name ?? "")
          )}
        </Link>
        <nav className="vt-nav" aria-label={t("layout.mainNavigation")}>
          <ul>
            {NAVIGATION.map((item) => (
              <li key={item.route}>
                <Link
                  href={routePath(item.route)}
                  aria-current={current === item.route ? "page" : undefined}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
            {membershipShown ? (
              <li>
                <Link
                  href={routePath("membership-posts")}
                  aria-current={route.startsWith("membership") ? "page" : undefined}
                >
                  {t("layout.membership")}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="vt-header__actions">
          <TwitchLiveBadge />
          {account === null ? null : (
            <Link className="vt-header__action" href={routePath(account.route)}>
              {t(account.label)}
            </Link>
          )}
          <Link
            className="vt-header__action"
            href={routePath("cart")}
            aria-current={route === "cart" ? "page" : undefined}
          >
            <span className="vt-visually-hidden">{t("layout.cart", { count: itemCount })}</span>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
              <path
                d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              <circle cx="10" cy="20.5" r="1.5" fill="currentColor" />
              <circle cx="17" cy="20.5" r="1.5" fill="currentColor" />
            </svg>
            <span className="vt-cart-count" aria-hidden="true">
              {itemCount}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}

type AccountRoute = "auth-login" | "auth-logout" | "creator-profile" | "member-profile";

/**
 * The header's account entry, only where it leads (`routeOpensFor`): logging in for a visitor
 * (still offered while the membership is private: that is how its members get in), the account
 * for who is logged in, and logging out for a member whose account a private membership closes,
 * who would otherwise be sent home by the account link and have no way out. None with the
 * membership off.
 *
 * @example
 * accountLink(privateClub, null) // { route: "auth-login", label: "layout.login" }
 * accountLink(privateClub, memberWithoutSubscription) // { route: "auth-logout", label: "layout.logout" }
 * accountLink(publicClub, member) // { route: "member-profile", label: "layout.account" }
 */
function accountLink(
  membershipSettings: LinkFollower["membershipSettings"],
  user: User | null,
): { route: AccountRoute; label: "layout.login" | "layout.account" | "layout.logout" } | null {
  if (membershipSettings?.enabled !== true) return null;
  if (user === null) return { route: "auth-login", label: "layout.login" };
  const route: AccountRoute = user.type === "CREATOR" ? "creator-profile" : "member-profile";
  return routeOpensFor(route, { membershipSettings, user })
    ? { route, label: "layout.account" }
    : { route: "auth-logout", label: "layout.logout" };
}
