import type { RouteName, TranslationMessages } from "@vitrine/sdk";
import { type PageComponent, type PageProps, usePageLoading } from "@vitrine/sdk/react";
import { LoadingState } from "@vitrine/theme-kit";
import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { addFallbackStrings } from "../i18n/fallback-strings";

export interface LazyPageOptions {
  /**
   * English strings only this page and its kind use, loaded with its code rather than with the
   * shell and added beneath the locale's own (`addFallbackStrings`).
   */
  strings?: () => Promise<TranslationMessages>;
}

/**
 * A page whose code loads when it is first shown, so a shopper's first visit downloads the page
 * they opened and not the forty others. The page renders its own loading state meanwhile, so it
 * needs no Suspense boundary from the host, and counts it as one of the page's loads, so the
 * host's loading bar keeps running until the page's code and then its data have arrived.
 *
 * @example
 * const pages = { product: lazyPage(() => import("./product/product-page"), "ProductPage") };
 * const posts = lazyPage(() => import("./posts/posts-page"), "PostsPage", {
 *   strings: async () => ({ membership: (await import("./i18n/en")).membershipEn }),
 * });
 */
export function lazyPage<Name extends RouteName, Module>(
  load: () => Promise<Module>,
  exportName: {
    [Key in keyof Module]: Module[Key] extends ComponentType<PageProps<Name>> ? Key : never;
  }[keyof Module],
  { strings }: LazyPageOptions = {},
): PageComponent<Name> {
  const Page = lazy(async () => {
    // Both start at once: the strings never wait for the page's code, nor the code for them.
    const [module, messages] = await Promise.all([load(), strings?.()]);
    const Loaded = module[exportName] as ComponentType<PageProps<Name>>;
    return { default: messages === undefined ? Loaded : withStrings(Loaded, messages) };
  });
  return function LazyPage(props: PageProps<Name>) {
    return (
      <Suspense fallback={<PageCodeLoading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

function PageCodeLoading() {
  usePageLoading();
  return <LoadingState />;
}

function withStrings<Props extends object>(
  Page: ComponentType<Props>,
  messages: TranslationMessages,
): ComponentType<Props> {
  return function PageWithStrings(props: Props) {
    const { i18n } = useTranslation();
    addFallbackStrings(i18n, messages);
    return <Page {...props} />;
  };
}
