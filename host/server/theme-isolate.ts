import { STATUS_CODES } from "node:http";
import type { IsolateAnswer, IsolateRequest } from "../src/ssr/isolate/isolate-protocol";
import { prepareContext, type ReadyContext, release } from "./isolate-context";
import { asThemeFault, ThemeRenderFault } from "./theme-render-fault";

/**
 * A shop's theme script is its creator's code. On the server it runs only here: in an
 * `isolated-vm` isolate per theme version (its own V8 heap, no Node API, no `process`, no file
 * system, no network), in a fresh context per render (nothing one visitor's render leaves
 * behind reaches the next), under a memory limit and a time limit. The one way out is
 * `IsolateJob.fetch`, which the host limits to the shop's own public API. A render that throws,
 * runs out of time or out of memory rejects; the page then renders in the browser.
 */
export interface ThemeIsolates {
  render(job: IsolateJob): Promise<IsolateAnswer>;
  /** How many theme versions hold an isolate now. */
  count(): number;
  /** Frees every isolate (the server is stopping). */
  dispose(): void;
}

export interface IsolateJob {
  /** The theme version's identity (its script's immutable address): one isolate each. */
  key: string;
  /** The theme script's code, an ES module importing only the shared modules. */
  themeSource: string;
  request: IsolateRequest;
  /** The SDK's calls from inside the isolate; the host decides what may be reached. */
  fetch(url: string, method: string, headers: [string, string][]): Promise<BridgedResponse>;
}

export interface BridgedResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

export interface ThemeIsolateOptions {
  /** The isolate bundle's code (`dist-server/isolate-render.js`). */
  bundle: string;
  /** Heap of one isolate, in MB. */
  memoryLimitMb?: number;
  /**
   * The longest a render may take once its context is ready, its data included, in ms; a render
   * stopped while it waited on the shop's API is not charged to the theme.
   */
  timeLimitMs?: number;
  /**
   * How many theme versions keep an isolate (16): past it the one used longest ago and not
   * rendering is freed, so a platform of many shops does not hold every version's heap.
   */
  maxIsolates?: number;
  /**
   * An isolate no render has used for this long is freed (5 minutes): the version a shop left
   * keeps no heap behind it.
   */
  idleMs?: number;
}

/** The theme script's way out: only these may be imported, and only as the host's copies. */
export type SharedModuleNames = readonly string[];

interface IsolateEntry {
  isolate: import("isolated-vm").Isolate;
  /** The bundle, compiled once an isolate and run in each render's fresh context. */
  bundle: import("isolated-vm").Script;
  /** Renders running in it now: it is not freed under them. */
  rendering: number;
  /** When a render last ended or began in it. */
  usedAt: number;
  /**
   * A fresh context made ready after the last render, for the next one: running the bundle and
   * the theme takes most of a render's time, and between two visits the isolate is idle.
   */
  spare: Promise<ReadyContext> | null;
}

/**
 * The isolates of the server's theme renders, or `null` when `isolated-vm` is not available
 * here (every theme script then renders in the browser).
 *
 * @example
 * const isolates = await createThemeIsolates({ bundle: await readFile(ISOLATE_BUNDLE_FILE, "utf8") }, SHARED);
 * const answer = await isolates?.render({ key: script, themeSource, request, fetch });
 */
export async function createThemeIsolates(
  options: ThemeIsolateOptions,
  sharedModules: SharedModuleNames,
): Promise<ThemeIsolates | null> {
  let ivm: typeof import("isolated-vm");
  try {
    ivm = (await import("isolated-vm")).default;
  } catch {
    return null;
  }
  const memoryLimit = options.memoryLimitMb ?? 128;
  const timeLimitMs = options.timeLimitMs ?? 1000;
  const limits = { timeLimitMs, memoryLimitMb: memoryLimit };
  // No V8 startup snapshot of the bundle: contexts made from one lose module closures (measured:
  // "r is not defined" in the shared modules' getters), so each context runs the bundle (~40 ms),
  // ahead of the render it serves when the isolate had a moment between two (`spare`).
  const maxIsolates = options.maxIsolates ?? 16;
  // Most recently used last: a Map keeps the order keys were set in.
  const entries = new Map<string, IsolateEntry>();

  const free = (key: string, entry: IsolateEntry) => {
    entries.delete(key);
    if (!entry.isolate.isDisposed) entry.isolate.dispose();
  };
  const freeLeastRecentlyUsed = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxIsolates) return;
      if (entry.rendering === 0) free(key, entry);
    }
  };
  const idleMs = options.idleMs ?? 5 * 60_000;
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [key, entry] of entries) {
        if (entry.rendering === 0 && now - entry.usedAt > idleMs) free(key, entry);
      }
    },
    Math.min(idleMs, 60_000),
  );
  // Sweeping alone never keeps a process alive.
  sweep.unref();

  const entryFor = (key: string): IsolateEntry => {
    let entry = entries.get(key);
    if (entry === undefined || entry.isolate.isDisposed) {
      const isolate = new ivm.Isolate({ memoryLimit });
      entry = {
        isolate,
        bundle: isolate.compileScriptSync(options.bundle, { filename: "isolate-render.js" }),
        rendering: 0,
        usedAt: Date.now(),
        spare: null,
      };
    }
    entries.delete(key);
    entries.set(key, entry);
    freeLeastRecentlyUsed();
    return entry;
  };

  const prepare = (entry: IsolateEntry, themeSource: string) =>
    prepareContext(entry, themeSource, sharedModules, timeLimitMs);

  /** The spare context when it was made for this theme, else a new one. */
  const takeContext = (entry: IsolateEntry, themeSource: string): Promise<ReadyContext> => {
    const spare = entry.spare;
    entry.spare = null;
    if (spare === null) return prepare(entry, themeSource);
    return spare.then(
      (ready) => {
        if (ready.themeSource === themeSource) return ready;
        release(ready);
        return prepare(entry, themeSource);
      },
      () => prepare(entry, themeSource),
    );
  };

  const prepareSpare = (entry: IsolateEntry, themeSource: string) => {
    if (entry.isolate.isDisposed || entry.spare !== null) return;
    entry.spare = prepare(entry, themeSource);
    // A theme that fails to start fails its next render the same way; nothing to report here.
    entry.spare.catch(() => {});
  };

  const renderIn = async (ready: ReadyContext, job: IsolateJob, bridge: RenderBridge) => {
    const { context, theme } = ready;
    let fetchReference: import("isolated-vm").Reference | undefined;
    try {
      fetchReference = new ivm.Reference(bridge.call);
      const answer = (await context.evalClosure(
        "return __vitrine.render($0, $1, $2.default)",
        [JSON.stringify(job.request), fetchReference, theme.namespace.derefInto()],
        { result: { promise: true, copy: true }, timeout: timeLimitMs },
      )) as string;
      return JSON.parse(answer) as IsolateAnswer;
    } finally {
      fetchReference?.release();
      release(ready);
    }
  };

  return {
    async render(job) {
      const entry = entryFor(job.key);
      entry.rendering += 1;
      entry.usedAt = Date.now();
      let startedAt = performance.now();
      const bridge = renderBridge(job);
      let deadline: RenderDeadline | undefined;
      try {
        // Making the context ready is bounded step by step; the render's own time starts after,
        // so a fresh isolate on a busy machine does not eat into it.
        const ready = await takeContext(entry, job.themeSource);
        startedAt = performance.now();
        deadline = renderDeadline(entry.isolate, bridge, timeLimitMs);
        return await Promise.race([renderIn(ready, job, bridge), deadline.expired]);
      } catch (error) {
        const disposed = entry.isolate.isDisposed;
        // A render that ran out of memory leaves its isolate disposed; the next one starts anew.
        if (disposed) entries.delete(job.key);
        throw renderFault(error, disposed, performance.now() - startedAt, limits);
      } finally {
        entry.rendering -= 1;
        entry.usedAt = Date.now();
        deadline?.cancel();
        bridge.end();
        // V8 collects released contexts late: renders in quick succession grow the heap towards
        // the limit, and an honest theme would run out of memory now and then. Past half of it,
        // the isolate is freed once idle and the next render starts a fresh one.
        if (entry.rendering === 0 && heapUsedBytes(entry.isolate) > (memoryLimit * MB) / 2) {
          free(job.key, entry);
        } else {
          // After the render, not beside it: the isolate runs one thing at a time.
          prepareSpare(entry, job.themeSource);
        }
      }
    },
    count: () => entries.size,
    dispose() {
      clearInterval(sweep);
      for (const { isolate } of entries.values()) {
        if (!isolate.isDisposed) isolate.dispose();
      }
      entries.clear();
    },
  };
}

/** A render's way to the host, and what the render's deadline must know of it. */
interface RenderBridge {
  /** What the theme calls: it answers a response and never throws. */
  call(url: unknown, method: unknown, headersJson: unknown): Promise<string>;
  /** Whether one of the render's calls is waiting on the shop's API now. */
  waiting(): boolean;
  /** The render is over: later calls answer 400. */
  end(): void;
}

/**
 * The function a render's theme calls to reach the host: whatever the theme passes, it answers a
 * response and never throws, since a rejection there would surface in the host's event loop, not
 * the theme's. Calls after the render ended, past `MAX_BRIDGED_CALLS`, malformed ones and failed
 * ones answer 400.
 */
function renderBridge(job: IsolateJob): RenderBridge {
  let over = false;
  let calls = 0;
  let waiting = 0;
  return {
    async call(url, method, headersJson) {
      if (over) return JSON.stringify(bridgeError(400, "The render is over"));
      calls += 1;
      if (calls > MAX_BRIDGED_CALLS) {
        return JSON.stringify(
          bridgeError(400, `A server render may call the shop's API ${MAX_BRIDGED_CALLS} times`),
        );
      }
      const call = bridgeCall(url, method, headersJson);
      if (typeof call === "string") {
        return JSON.stringify(bridgeError(400, `A theme's server render sent ${call}`));
      }
      waiting += 1;
      const response = await job
        .fetch(call.url, call.method, call.headers)
        .catch(() => bridgeError(400, "The call failed"))
        .finally(() => {
          waiting -= 1;
        });
      return JSON.stringify(response);
    },
    waiting: () => waiting > 0,
    end() {
      over = true;
    },
  };
}

const MB = 1024 * 1024;

interface RenderDeadline {
  expired: Promise<never>;
  cancel(): void;
}

/**
 * Past `timeLimitMs`, stops the isolate wherever it is (a loop, a pending load), ends the
 * render's calls and rejects with a `timeout` — unless the theme spent most of that time waiting
 * on the shop's API, still waiting at the end: a slow platform costs the theme no quarantine
 * (`unavailable`). The isolate's own running time tells a theme that waited from one that spun
 * with a call in flight.
 */
function renderDeadline(
  isolate: import("isolated-vm").Isolate,
  bridge: RenderBridge,
  timeLimitMs: number,
): RenderDeadline {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ranBefore = isolate.wallTime;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const ranMs = isolate.isDisposed ? timeLimitMs : Number(isolate.wallTime - ranBefore) / 1e6;
      const waited = bridge.waiting() && ranMs < timeLimitMs / 2;
      bridge.end();
      // Running out of memory at the same moment disposes it first; a second dispose throws,
      // and from a timer that would take the server down.
      if (!isolate.isDisposed) isolate.dispose();
      reject(
        waited
          ? new ThemeRenderFault(
              "unavailable",
              `The shop's API had not answered when the render's ${timeLimitMs} ms ran out`,
            )
          : new ThemeRenderFault("timeout", `The theme's render ran past ${timeLimitMs} ms`),
      );
    }, timeLimitMs);
  });
  return { expired, cancel: () => clearTimeout(timer) };
}

/**
 * What a failed render is charged as. Its isolate disposed: out of memory, unless the render's
 * timer disposed it (already a timeout fault). Otherwise, past the render's time it is a timeout
 * whichever limit fired first — isolated-vm's own limit on each call can stop the script a moment
 * before the timer ("Script execution timed out."), and a looping theme must not be excused as a
 * mere error — and anything else is the theme's error.
 *
 * @example
 * renderFault(new Error("boom"), false, 12, { timeLimitMs: 1000, memoryLimitMb: 128 }).kind // "error"
 * renderFault(new Error("Script execution timed out."), false, 1000, limits).kind          // "timeout"
 */
export function renderFault(
  error: unknown,
  isolateDisposed: boolean,
  elapsedMs: number,
  { timeLimitMs, memoryLimitMb }: { timeLimitMs: number; memoryLimitMb: number },
): ThemeRenderFault {
  if (isolateDisposed) {
    return error instanceof ThemeRenderFault
      ? error
      : new ThemeRenderFault("memory", `The theme's render ran past ${memoryLimitMb} MB`);
  }
  if (elapsedMs >= timeLimitMs) {
    return new ThemeRenderFault("timeout", `The theme's render ran past ${timeLimitMs} ms`);
  }
  return asThemeFault(error);
}

/** An isolate's heap in use now; 0 once disposed. */
function heapUsedBytes(isolate: import("isolated-vm").Isolate): number {
  return isolate.isDisposed ? 0 : isolate.getHeapStatisticsSync().used_heap_size;
}

/** The longest address and the most headers a render's call may carry. */
const MAX_BRIDGED_URL = 8192;
/** The most calls one render may make: a page needs a few, a loop of them is no page. */
const MAX_BRIDGED_CALLS = 50;
const MAX_BRIDGED_HEADERS = 64;

/**
 * The arguments of a theme's call through the bridge, checked: its URL, method and headers, or
 * what is wrong with them.
 *
 * @example
 * bridgeCall("/pod/products", "GET", '[["accept","application/json"]]')
 * // { url: "/pod/products", method: "GET", headers: [["accept", "application/json"]] }
 * bridgeCall("/pod/products", "GET", "{oops") // "headers that are not a list of name and value"
 */
export function bridgeCall(
  url: unknown,
  method: unknown,
  headersJson: unknown,
): { url: string; method: string; headers: [string, string][] } | string {
  if (typeof url !== "string" || url.length > MAX_BRIDGED_URL) return "an address that is no URL";
  if (typeof method !== "string" || !/^[A-Z]{1,10}$/.test(method)) return "an unknown method";
  let headers: unknown;
  try {
    headers = typeof headersJson === "string" ? JSON.parse(headersJson) : null;
  } catch {
    headers = null;
  }
  const pairs =
    Array.isArray(headers) &&
    headers.length <= MAX_BRIDGED_HEADERS &&
    headers.every(
      (pair): pair is [string, string] =>
        Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === "string" &&
        typeof pair[1] === "string",
    );
  if (!pairs) return "headers that are not a list of name and value";
  return { url, method, headers: headers as [string, string][] };
}

/**
 * An answer the host gives a theme's call itself, in the shape of the shop API's errors.
 *
 * @example
 * bridgeError(403, "A theme's server render may not reach POST /api/auth/login")
 * // { status: 403, statusText: "Forbidden", headers: [["content-type", "application/json"]], body: '{"message":"A theme…"}' }
 */
export function bridgeError(status: 400 | 403 | 503, message: string): BridgedResponse {
  return {
    status,
    statusText: STATUS_CODES[status] ?? "",
    headers: [["content-type", "application/json"]],
    body: JSON.stringify({ message }),
  };
}
