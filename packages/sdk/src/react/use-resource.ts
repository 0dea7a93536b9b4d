import { type DependencyList, useCallback, useEffect, useState } from "react";
import { useOptionalStorefront } from "./storefront-context";

export type ResourceState<T> =
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

export type Resource<T> = ResourceState<T> & {
  /** Loads again, keeping the current data on screen until the answer arrives. */
  reload(): void;
};

/**
 * Loads data for a component: loading, success and error states, cancelled when the inputs
 * change or the component unmounts (the aborted answer is dropped, never shown). The loader gets
 * an `AbortSignal` to pass to the SDK call.
 *
 * @example
 * const product = useResource(
 *   (signal) => api.storefront.getProduct(slug, { signal }),
 *   [slug],
 * );
 * if (product.status === "loading") return <Spinner />;
 * if (product.status === "error") return <ErrorMessage error={product.error} retry={product.reload} />;
 * return <ProductView product={product.data} />;
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({
    status: "loading",
    data: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  // The host's loading bar finishes once the page's loads have settled.
  const loads = useOptionalStorefront()?.loads;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when `load` changes meaning
  useEffect(() => {
    const controller = new AbortController();
    const end = loads?.begin();
    setState((previous) => ({ status: "loading", data: previous.data, error: undefined }));
    load(controller.signal)
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: "success", data, error: undefined });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setState((previous) => ({ status: "error", data: previous.data, error }));
          }
        },
      )
      .finally(end);
    return () => {
      controller.abort();
      end?.();
    };
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
