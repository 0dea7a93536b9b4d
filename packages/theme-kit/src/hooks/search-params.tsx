import { browserSearchParams, type SearchParamsAdapter } from "@vitrine/sdk/react";
import { createContext, type ReactNode, useContext, useMemo } from "react";

const SearchParamsContext = createContext<SearchParamsAdapter | null>(null);

/**
 * Where state kept in the query string lives (the variant picker's selection). The host leaves
 * the browser's; stories give each story its own, so one story's selection never leaks into the next.
 */
export function SearchParamsProvider({
  adapter,
  children,
}: {
  adapter: SearchParamsAdapter;
  children: ReactNode;
}) {
  return <SearchParamsContext.Provider value={adapter}>{children}</SearchParamsContext.Provider>;
}

/** The adapter of the nearest provider, else the browser's query string. */
export function useSearchParamsAdapter(): SearchParamsAdapter {
  const adapter = useContext(SearchParamsContext);
  return useMemo(() => adapter ?? browserSearchParams(), [adapter]);
}
