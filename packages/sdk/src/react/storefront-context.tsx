import { createContext, type ReactNode, useContext } from "react";
import type { Storefront } from "../create-storefront";

const StorefrontContext = createContext<Storefront | null>(null);

export interface StorefrontProviderProps {
  storefront: Storefront;
  children?: ReactNode;
}

/** Makes one storefront instance available to every hook below it. */
export function StorefrontProvider({ storefront, children }: StorefrontProviderProps) {
  return <StorefrontContext.Provider value={storefront}>{children}</StorefrontContext.Provider>;
}

/**
 * The storefront of the nearest provider; throws outside one, because every hook needs it.
 *
 * @example
 * const { api } = useStorefront();
 * const product = await api.storefront.getProduct("logo-tee");
 */
export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontContext);
  if (storefront === null) {
    throw new Error("useStorefront: wrap the app in <StorefrontProvider storefront={…}>");
  }
  return storefront;
}

/** The storefront of the nearest provider, or `null`: for hooks that also work without one. */
export function useOptionalStorefront(): Storefront | null {
  return useContext(StorefrontContext);
}
