import { getApiRedirect } from "@vitrine/sdk";
import { useShop, useStorefront } from "@vitrine/sdk/react";
import { useEffect } from "react";

/**
 * Follows an SSHOP-301 / SSHOP-403 answer to its `redirectTo` (spec §4) instead of showing an
 * error; returns whether the error is such a redirect, so the page shows nothing meanwhile. The
 * redirect replaces the history entry: Back then skips the old address instead of bouncing
 * through it again.
 *
 * @example
 * if (useApiRedirect(product.error)) return <LoadingState />;
 */
export function useApiRedirect(error: unknown): boolean {
  const { navigate } = useStorefront();
  const { state } = useShop();
  const origin = state.shop?.baseUri ?? window.location.origin;
  const target = getApiRedirect(error, origin)?.to;
  useEffect(() => {
    if (target !== undefined) navigate(target, { replace: true });
  }, [navigate, target]);
  return target !== undefined;
}
