import { useRouter } from "@tanstack/react-router";
import { getApiRedirect, isApiError, type Storefront } from "@vitrine/sdk";
import { useEffect } from "react";
import { InternalErrorScreen, NotFoundScreen } from "../errors/error-screens";

/**
 * What a page's failure shows (spec §8): an SSHOP-301 / SSHOP-403 with a `redirectTo` on the
 * shop's own origin navigates there instead; a 404 shows the not-found screen; anything else the
 * internal-error screen.
 */
export function RouteErrorScreen({
  error,
  storefront,
}: {
  error: unknown;
  storefront: Storefront;
}) {
  const router = useRouter();
  const origin = storefront.stores.shop.state.shop?.baseUri ?? window.location.origin;
  const redirectTo = getApiRedirect(error, origin)?.to;

  useEffect(() => {
    if (redirectTo !== undefined) {
      void router.navigate({ href: redirectTo, replace: true });
      return;
    }
    console.error(error);
  }, [redirectTo, error, router]);

  if (redirectTo !== undefined) return null;
  if (isApiError(error) && error.statusCode === 404)
    return <NotFoundScreen message={error.message} />;
  return <InternalErrorScreen />;
}
