import { isApiError, throwIfMissing } from "@vitrine/sdk";
import type { Resource } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";

/** A placeholder while something loads: announced once to screen readers, shaped like what comes. */
export function LoadingState({ label, children }: { label?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <output> may hold only phrasing content, and the placeholder is a block
    <div className="vt-state vt-state--loading" role="status" aria-busy="true">
      <span className="vt-visually-hidden">{label ?? t("states.loading")}</span>
      {children ?? <div className="vt-skeleton vt-skeleton--block" aria-hidden="true" />}
    </div>
  );
}

/** Nothing to show, said plainly, with an optional way on. */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <div className="vt-state vt-state--empty">
      <p className="vt-state__title">{title}</p>
      {message === undefined ? null : <p className="vt-state__message">{message}</p>}
      {action}
    </div>
  );
}

/**
 * A failed call: what went wrong (the API's message when it gave one) and a retry. `role="alert"`
 * so the failure is announced even though focus stays where it was.
 */
export function ErrorState({
  error,
  title,
  retry,
}: {
  error: unknown;
  title?: string;
  retry?: () => void;
}) {
  const { t } = useTranslation();
  const detail = isApiError(error) && error.message ? error.message : undefined;
  return (
    <div className="vt-state vt-state--error" role="alert">
      <p className="vt-state__title">{title ?? t("states.error")}</p>
      {detail === undefined ? null : <p className="vt-state__message">{detail}</p>}
      {retry === undefined ? null : (
        <Button variant="secondary" onClick={retry}>
          {t("states.retry")}
        </Button>
      )}
    </div>
  );
}

export interface ResourceViewProps<T> {
  resource: Resource<T>;
  /** What shows while the first answer is awaited; a generic placeholder by default. */
  loading?: ReactNode;
  /** Whether an answer counts as empty; `empty` shows instead of `children` then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  errorTitle?: string;
  /**
   * The resource is what the page is about (the post of a post page): when it does not exist
   * (404) the page is the host's not-found page, "Page Not Found: {path}", not a retry.
   */
  pageResource?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a `useResource` answer in one place: loading, error (with retry), empty and
 * loaded. While a reload is under way the previous data stays on screen. With `pageResource`, a
 * missing resource goes to the host's not-found page instead (`throwIfMissing`).
 *
 * @example
 * <ResourceView resource={products} isEmpty={(page) => page.data.length === 0}
 *   empty={<EmptyState title={t("shop.products.empty")} />}>
 *   {(page) => <ProductGrid products={page.data} />}
 * </ResourceView>
 * <ResourceView resource={page} pageResource>{(page) => <ContentBlocks blocks={page.blocks} />}</ResourceView>
 */
export function ResourceView<T>({
  resource,
  loading,
  isEmpty,
  empty,
  errorTitle,
  pageResource = false,
  children,
}: ResourceViewProps<T>) {
  if (resource.status === "error") {
    if (pageResource) throwIfMissing(resource.error);
    return <ErrorState error={resource.error} title={errorTitle} retry={resource.reload} />;
  }
  if (resource.data === undefined) return <>{loading ?? <LoadingState />}</>;
  if (isEmpty?.(resource.data)) return <>{empty ?? null}</>;
  return <>{children(resource.data)}</>;
}
