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
  /** The longest a render may take, its data included, in ms. */
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

  const renderIn = async (entry: IsolateEntry, job: IsolateJob, signal: AbortSignal) => {
    const ready = await takeContext(entry, job.themeSource);
    const { context, theme } = ready;
    let fetchReference: import("isolated-vm").Reference | undefined;
    try {
      fetchReference = new ivm.Reference(bridgeFor(job, signal));
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
      const startedAt = performance.now();
      const controller = new AbortController();
      const deadline = renderDeadline(entry.isolate, controller, timeLimitMs);
      try {
        return await Promise.race([renderIn(entry, job, controller.signal), deadline.expired]);
      } catch (error) {
        const disposed = entry.isolate.isDisposed;
        // A render that ran out of memory leaves its isolate disposed; the next one starts anew.
        if (disposed) entries.delete(job.key);
        throw renderFault(error, disposed, performance.now() - startedAt, limits);
      } finally {
        entry.rendering -= 1;
        entry.usedAt = Date.now();
        deadline.cancel();
        controller.abort();
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

/**
 * The function a render's theme calls to reach the host: whatever the theme passes, it answers a
 * response and never throws, since a rejection there would surface in the host's event loop, not
 * the theme's. Calls after the render ended, malformed ones and failed ones answer 400.
 */
function bridgeFor(job: IsolateJob, signal: AbortSignal) {
  return async (url: unknown, method: unknown, headersJson: unknown): Promise<string> => {
    if (signal.aborted) return JSON.stringify(bridgeError(400, "The render is over"));
    const call = bridgeCall(url, method, headersJson);
    if (typeof call === "string") {
      return JSON.stringify(bridgeError(400, `A theme's server render sent ${call}`));
    }
    const response = await job
      .fetch(call.url, call.method, call.headers)
      .catch(() => bridgeError(400, "The call failed"));
    return JSON.stringify(response);
  };
}

const MB = 1024 * 1024;

/**
 * Rejects with a timeout fault past `timeLimitMs`, having stopped the isolate wherever it is (a
 * loop, a pending load) and aborted the render's calls.
 */
function renderDeadline(
  isolate: import("isolated-vm").Isolate,
  controller: AbortController,
  timeLimitMs: number,
): { expired: Promise<never>; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      // Running out of memory at the same moment disposes it first; a second dispose throws,
      // and from a timer that would take the server down.
      if (!isolate.isDisposed) isolate.dispose();
      reject(new ThemeRenderFault("timeout", `The theme's render ran past ${timeLimitMs} ms`));
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
