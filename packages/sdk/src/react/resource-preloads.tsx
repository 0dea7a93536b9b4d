import { createContext, type ReactNode, useContext } from "react";
import { packResource, unpackResource } from "../products/packed-products";

/**
 * The data a page's `useResource` calls loaded while the server rendered it, by the call's
 * `useId()`: the same tree gives the same ids on both sides, so the browser hydrates each call
 * from its own answer. JSON: it travels in the page (`RESOURCES_SCRIPT_ID`), a product's
 * variants compacted (`packResource`).
 */
export type ResourceSnapshot = Record<string, unknown>;

/** The id of the `<script type="application/json">` block a server-rendered page ends with. */
export const RESOURCE_SNAPSHOT_ELEMENT_ID = "vitrine-resources";

/**
 * The server's answers a page came with; none for a page the browser renders itself, or one
 * whose block is not JSON (its calls then load as usual).
 *
 * @example
 * // <script type="application/json" id="vitrine-resources">{"«r1»":{"id":"p1"}}</script>
 * readResourceSnapshot(document) // { "«r1»": { id: "p1" } }
 */
export function readResourceSnapshot(doc: Pick<Document, "getElementById">): ResourceSnapshot {
  const text = doc.getElementById(RESOURCE_SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as ResourceSnapshot) : {};
  } catch {
    return {};
  }
}

/** What a load ended with on the server: its data, or that the browser must load it again. */
export type ServerLoadOutcome = { ok: true; data: unknown } | { ok: false };

/**
 * The server's side: each `useResource` starts its load once per render and suspends until it
 * settles (React streams what is ready meanwhile). A failed load renders the loading state and
 * leaves the call to the browser, which shows the error with its retry.
 */
export interface ServerResources {
  readonly kind: "server";
  load(id: string, start: () => Promise<unknown>): Promise<ServerLoadOutcome>;
  /** The answers so far, for the page (`ResourceSnapshot`). */
  snapshot(): ResourceSnapshot;
  /**
   * Settles once every load started so far has: a renderer that cannot stream (a string render)
   * renders again after it, until nothing new was started.
   */
  settled(): Promise<void>;
}

/**
 * The browser's side while it hydrates a server-rendered page: each call starts from its answer
 * instead of asking the API again. An entry is taken once; `clear()` drops what is left when the
 * visitor moves on, so a later page at the same place in the tree never reads an old answer.
 */
export interface HydrationResources {
  readonly kind: "hydration";
  peek(id: string): { data: unknown } | undefined;
  take(id: string): void;
  clear(): void;
}

export type ResourcePreloads = ServerResources | HydrationResources;

/**
 * The server's record of a render's loads.
 *
 * @example
 * const resources = createServerResources();
 * await resources.load(":r1:", () => api.storefront.getProduct("logo-tee")); // { ok: true, data }
 * resources.snapshot() // { ":r1:": { id: "p1", … } }
 */
export function createServerResources(): ServerResources {
  const loads = new Map<string, Promise<ServerLoadOutcome>>();
  const answers: ResourceSnapshot = {};
  return {
    kind: "server",
    load(id, start) {
      let outcome = loads.get(id);
      if (outcome === undefined) {
        outcome = Promise.resolve()
          .then(start)
          .then(
            (data): ServerLoadOutcome => {
              answers[id] = data;
              return { ok: true, data };
            },
            (): ServerLoadOutcome => ({ ok: false }),
          );
        loads.set(id, outcome);
      }
      return outcome;
    },
    // A product the API answered travels as that compact answer: 45 KB of JSON for 2,048
    // variants, not 630 KB. In the order of the ids, not of the answers: which load answers first
    // varies from render to render, and a shared page must be the same bytes for every visitor.
    snapshot: () =>
      Object.fromEntries(
        Object.keys(answers)
          .sort()
          .map((id) => [id, packResource(answers[id])]),
      ),
    settled: async () => {
      await Promise.all(loads.values());
      // Code a render asked for (a lazy page) lands on the queue behind the loads.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    },
  };
}

/**
 * The browser's view of a page's server answers.
 *
 * @example
 * const resources = hydrationResources({ ":r1:": product });
 * resources.peek(":r1:") // { data: product }
 * resources.take(":r1:");
 * resources.peek(":r1:") // undefined
 */
export function hydrationResources(snapshot: ResourceSnapshot): HydrationResources {
  const answers = new Map(Object.entries(snapshot));
  // Unpacked when its call first asks, once: the same object on every render that follows.
  const unpacked = new Set<string>();
  return {
    kind: "hydration",
    peek: (id) => {
      if (!answers.has(id)) return undefined;
      if (!unpacked.has(id)) {
        unpacked.add(id);
        answers.set(id, unpackResource(answers.get(id)));
      }
      return { data: answers.get(id) };
    },
    take: (id) => void answers.delete(id),
    clear: () => answers.clear(),
  };
}

const ResourcePreloadsContext = createContext<ResourcePreloads | null>(null);

export interface ResourcePreloadsProviderProps {
  preloads: ResourcePreloads;
  children?: ReactNode;
}

/** Where `useResource` finds the server's answers (hydrating) or records its loads (server). */
export function ResourcePreloadsProvider({ preloads, children }: ResourcePreloadsProviderProps) {
  return (
    <ResourcePreloadsContext.Provider value={preloads}>{children}</ResourcePreloadsContext.Provider>
  );
}

export function useResourcePreloads(): ResourcePreloads | null {
  return useContext(ResourcePreloadsContext);
}
