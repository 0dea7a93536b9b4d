import { isMissingResource } from "@vitrine/sdk";
import { type ReactNode, startTransition } from "react";
import { createRoot, hydrateRoot, type RootOptions } from "react-dom/client";
import { MISSING_RESOURCE, SERVER_RENDERED_ATTRIBUTE } from "../ssr/page-markers";
import type { AppContainer } from "./boot";

const rootOptions: RootOptions = {
  // A page throws its missing resource to the route's error screen on purpose (throwIfMissing):
  // the not-found page is the answer, not a failure for the console.
  onCaughtError: (error, info) => {
    if (!isMissingResource(error)) console.error(error, info.componentStack);
  },
};

/**
 * The page's app element as boot renders into it: hydrated when the server rendered the page
 * (`data-server-rendered`), else a fresh root. A screen rendered instead of the hydrated page
 * (a failed start-up) replaces the server's markup.
 *
 * @example
 * await boot({ doc: document, win: window, root: appContainer(document.getElementById("app")!), … });
 */
export function appContainer(element: HTMLElement): AppContainer {
  const serverRendered = element.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  let root: ReturnType<typeof createRoot> | undefined;
  return {
    serverRendered,
    missingResource: element.getAttribute(SERVER_RENDERED_ATTRIBUTE) === MISSING_RESOURCE,
    render(node: ReactNode) {
      if (root === undefined) {
        element.replaceChildren();
        // What it holds now is the browser's own: the page's inline script, which keeps events
        // for a server-rendered page until its hydration commits, must let this one's through.
        element.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
        root = createRoot(element, rootOptions);
      }
      root.render(node);
    },
    hydrate(node: ReactNode) {
      // As a transition, React hydrates in slices that let the browser paint and answer between
      // them, not in one long task. Until the slices are committed, the page's inline script keeps
      // what the visitor does (replayEarlyEvents): React would drop a click on a part it has
      // rendered but not committed.
      startTransition(() => {
        hydrateRoot(element, node, rootOptions);
      });
    },
  };
}
