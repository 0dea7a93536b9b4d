import { RouterProvider } from "@tanstack/react-router";
import type { Storefront } from "@vitrine/sdk";
import {
  type ResourcePreloads,
  ResourcePreloadsProvider,
  type RuntimeServices,
  RuntimeServicesProvider,
  StorefrontProvider,
} from "@vitrine/sdk/react";
import { AdminBar } from "@vitrine/theme-default";
import type { i18n } from "i18next";
import { type ReactNode, StrictMode, useLayoutEffect, useRef } from "react";
import { I18nextProvider } from "react-i18next";
import type { HostRouter } from "../routes/create-host-router";
import { Toasts } from "../ui/notify";

export interface AppTreeProps {
  i18n: i18n;
  storefront: Storefront;
  services: RuntimeServices;
  router: HostRouter;
  /** The server's record of the page's loads, or the browser's copy of its answers. */
  preloads: ResourcePreloads;
  /** Called once the page React hydrated is committed (the browser's first commit). */
  onCommit?: () => void;
}

/**
 * The storefront's React tree, the same on the server and in the browser: hydration matches the
 * two by position (`useResource` keys its answers by `useId()`), so neither side may wrap it
 * differently.
 */
export function AppTree({ i18n, storefront, services, router, preloads, onCommit }: AppTreeProps) {
  return (
    <App i18n={i18n}>
      <StorefrontProvider storefront={storefront}>
        <ResourcePreloadsProvider preloads={preloads}>
          <RuntimeServicesProvider services={services}>
            <RouterProvider router={router} />
            {/* On the server too, though it does nothing there: the same tree, the same ids. */}
            <AfterCommit run={onCommit} />
          </RuntimeServicesProvider>
        </ResourcePreloadsProvider>
      </StorefrontProvider>
    </App>
  );
}

/**
 * Runs `run` once, when the commit that first mounted it is done: for a hydrated root, once the
 * page's elements are React's for good. Their marks come earlier, in the render, which React may
 * still throw away.
 */
function AfterCommit({ run }: { run: (() => void) | undefined }) {
  const ran = useRef(false);
  useLayoutEffect(() => {
    if (ran.current || run === undefined) return;
    ran.current = true;
    run();
  }, [run]);
  return null;
}

/** React's checks and the strings: what every screen the host renders sits in. */
export function App({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
}

/**
 * What wraps every page: the admin bar's one home, above every page, layout-less ones (checkout,
 * coming soon, order status) included, so no layout draws its own; a preview's bar above it; the
 * toasts.
 */
export function hostShell(PreviewBar?: (props: { handle: string }) => ReactNode, handle = "") {
  return (outlet: ReactNode) => (
    <>
      {PreviewBar ? <PreviewBar handle={handle} /> : null}
      <AdminBar />
      {outlet}
      <Toasts />
    </>
  );
}
