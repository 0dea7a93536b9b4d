import type { RouteName } from "@vitrine/sdk";
import type { PageProps } from "@vitrine/sdk/react";
import { useSearchParamsAdapter } from "@vitrine/theme-kit";
import { type ComponentType, useSyncExternalStore } from "react";

/**
 * Renders a page as the host does, with its route, params and the story's query string (which
 * follows links to the story's own `parameters.vitrine.path`, e.g. paging).
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
  return <Page route={route} params={params} search={search} />;
}
