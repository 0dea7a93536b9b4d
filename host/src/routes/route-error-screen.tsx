import { useRouter, useRouterState } from "@tanstack/react-router";
import { getApiRedirect, isMissingResource, pageNotFound, type Storefront } from "@vitrine/sdk";
import { type ReactNode, useEffect } from "react";
import { InternalErrorScreen } from "../errors/error-screens";

/**
 * What a page's failure shows (spec §8): an SSHOP-301 / SSHOP-403 with a `redirectTo` on the
 * shop's own origin navigates there instead; a 404 (a page's resource that does not exist, see
 * `throwIfMissing`) is the not-found page with "Page Not Found: {path}"; anything else the
 * internal-error screen.
 */
export function RouteErrorScreen({
  error,
  storefront,
  notFoundPage,
}: {
  error: unknown;
  storefront: Storefront;
  /** The theme's not-found page with a message, as the router's not-found screen renders it. */
  notFoundPage: (message: string) => ReactNode;
}) {
  const router = useRouter();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const origin = storefront.stores.shop.state.shop?.baseUri ?? window.location.origin;
  const redirectTo = getApiRedirect(error, origin)?.to;
  const missing = isMissingResource(error);

  useEffect(() => {
    if (redirectTo !== undefined) {
      void router.navigate({ href: redirectTo, replace: true });
      return;
    }
    // A missing page is an answer, not a failure to report.
    if (!missing) console.error(error);
  }, [redirectTo, missing, error, router]);

  if (redirectTo !== undefined) return null;
  if (missing) return notFoundPage(pageNotFound(path).message);
  return <InternalErrorScreen />;
}
