import { type PathRouteName, pageNotFound, type RouteName, routePath } from "@vitrine/sdk";
import type { PageProps } from "@vitrine/sdk/react";
import { useSearchParamsAdapter } from "@vitrine/theme-kit";
import { type ComponentType, useSyncExternalStore } from "react";
import { StoryNotFoundBoundary } from "./story-not-found-boundary";

/**
 * Renders a page as the host does, with its route, params and the story's query string (which
 * follows links to the story's own `parameters.vitrine.path`, e.g. paging); a page whose resource
 * does not exist shows the not-found page with the spec's message for the page's address.
 *
 * @example
 * render: () => <StoryPage page={CollectionPage} route="collection" params={{ slug: "apparel" }} />
 */
export function StoryPage<Name extends RouteName>({
  page: Page,
  route,
  params,
}: {
  page: ComponentType<PageProps<Name>>;
  route: Name;
  params: PageProps<Name>["params"];
}) {
  const adapter = useSearchParamsAdapter();
  const query = useSyncExternalStore(
    adapter.subscribe,
    () => adapter.read().toString(),
    () => "",
  );
  const search = Object.fromEntries(new URLSearchParams(query));
  const path =
    route === "not-found"
      ? "/"
      : (routePath as (name: PathRouteName, params: object) => string)(route, params);
  return (
    <StoryNotFoundBoundary message={pageNotFound(path).message}>
      <Page route={route} params={params} search={search} />
    </StoryNotFoundBoundary>
  );
}
