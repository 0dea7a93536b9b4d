import type { AnchorHTMLAttributes, MouseEvent } from "react";
import type { Storefront } from "../create-storefront";
import { isInAppClick } from "../navigation/in-app-click";
import { ownerModePath } from "../navigation/owner-mode-path";
import { useStorefront } from "./storefront-context";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An in-shop path, e.g. `routePath("product", { slug })`; other sites take a plain `<a>`. */
  href: string;
}

/**
 * A link to a page of the shop that navigates inside the app: no document load, so the cart,
 * the profile and the layout stay as they are. It is a real `<a href>` (open in a new tab, copy
 * the address, crawlers), keeps the owner's `customizing` / `previewing` modes in its address,
 * and leaves modified clicks to the browser.
 *
 * @example
 * <Link href={routePath("product", { slug: "tee" })} className="vt-card__link">Tee</Link>
 */
export function Link({ href, onClick, target, ...anchor }: LinkProps) {
  const { config, navigate } = useStorefront();
  const to = ownerModePath(href, config);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isInAppClick(event, target)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...anchor} href={to} target={target} onClick={follow} />;
}

/**
 * The storefront's navigation, for a page that moves on after an action: inside the app, keeping
 * the owner's modes, as a `Link` does.
 *
 * @example
 * const navigate = useNavigate();
 * navigate(routePath("cart"));
 * navigate(routePath("checkout-payment", { checkoutId }), { replace: true });
 */
export function useNavigate(): Storefront["navigate"] {
  return useStorefront().navigate;
}
