import { useSearch } from "@tanstack/react-router";
import type { RouteName } from "@vitrine/sdk";
import type { PageProps } from "@vitrine/sdk/react";
import type { ComponentType } from "react";
import { MissingPageScreen, NotFoundScreen } from "../errors/error-screens";
import type { RenderTheme } from "../theme/merge-themes";

/** The theme's page for a route, with the match's parameters and the query. */
export function ThemePage({
  theme,
  name,
  params,
}: {
  theme: RenderTheme;
  name: RouteName;
  params: PageProps["params"];
}) {
  const search = useSearch({ strict: false });
  // `pages` maps each name to the page of that name; the lookup by a runtime name loses that link.
  const Page = theme.pages[name] as ComponentType<PageProps> | undefined;
  if (Page === undefined) return <MissingPageScreen route={name} />;
  return <Page route={name} params={params} search={search as PageProps["search"]} />;
}

/**
 * The not-found page: the theme's own when it has one, else the host's generic screen; either
 * way with the message of what raised it ("Page Not Found: /nope").
 */
export function NotFoundPage({
  theme,
  message,
}: {
  theme: RenderTheme;
  message?: string | undefined;
}) {
  const Page = theme.pages["not-found"];
  if (Page === undefined) return <NotFoundScreen message={message} />;
  return <Page route="not-found" params={{}} search={{}} message={message} />;
}
