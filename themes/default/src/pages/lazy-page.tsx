import type { RouteName } from "@vitrine/sdk";
import type { PageComponent, PageProps } from "@vitrine/sdk/react";
import { type ComponentType, lazy, Suspense } from "react";
import { LoadingState } from "../components/states/states";

/**
 * A page whose code loads when it is first shown, so a shopper's first visit downloads the page
 * they opened and not the forty others. The page renders its own loading state meanwhile, so it
 * needs no Suspense boundary from the host.
 *
 * @example
 * const pages = { product: lazyPage(() => import("./product/product-page"), "ProductPage") };
 */
export function lazyPage<Name extends RouteName, Module>(
  load: () => Promise<Module>,
  exportName: {
    [Key in keyof Module]: Module[Key] extends ComponentType<PageProps<Name>> ? Key : never;
  }[keyof Module],
): PageComponent<Name> {
  const Page = lazy(async () => ({
    default: (await load())[exportName] as ComponentType<PageProps<Name>>,
  }));
  return function LazyPage(props: PageProps<Name>) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
