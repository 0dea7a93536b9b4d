import { type DependencyList, use, useCallback, useEffect, useId, useRef, useState } from "react";
import { type ResourcePreloads, useResourcePreloads } from "./resource-preloads";
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
 * Server rendering: under a server `ResourcePreloadsProvider` the load runs during the render,
 * which waits for it (streamed behind the nearest Suspense boundary) and renders its data; the
 * browser then hydrates from that answer and does not load it again. Calls are matched by
 * `useId()`, so a theme needs nothing more than this hook.
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
  const id = useId();
  const preloads = useResourcePreloads();
  // `use` may be called conditionally: the server waits here for the load to settle.
  const serverOutcome =
    preloads?.kind === "server"
      ? use(preloads.load(id, () => load(new AbortController().signal)))
      : undefined;
  const [state, setState] = useState<ResourceState<T>>(() =>
    serverOutcome?.ok
      ? { status: "success", data: serverOutcome.data as T, error: undefined }
      : startingState<T>(preloads, id),
  );
  const [attempt, setAttempt] = useState(0);
  // The first load is the server's when the page came with its answer: skipped for these inputs
  // (also when React runs the effect twice, in development), made again once they change.
  const answeredFor = useRef<DependencyList | null>(
    state.status === "success" ? [...deps, attempt] : null,
  );
  // The host's loading bar finishes once the page's loads have settled.
  const loads = useOptionalStorefront()?.loads;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when `load` changes meaning
  useEffect(() => {
    if (answeredFor.current !== null && sameInputs(answeredFor.current, [...deps, attempt])) {
      if (preloads?.kind === "hydration") preloads.take(id);
      return;
    }
    answeredFor.current = null;
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

function startingState<T>(preloads: ResourcePreloads | null, id: string): ResourceState<T> {
  const answer = preloads?.kind === "hydration" ? preloads.peek(id) : undefined;
  return answer === undefined
    ? { status: "loading", data: undefined, error: undefined }
    : { status: "success", data: answer.data as T, error: undefined };
}

function sameInputs(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
