import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ThemeVersionHealth } from "@vitrine/contract";
import type { IsolateAnswer } from "../src/ssr/isolate/isolate-protocol";
import type {
  FromWorker,
  RenderWorkerSettings,
  ToWorker,
  WorkerLoad,
} from "./render-worker-protocol";
import { bridgeError, type IsolateJob } from "./theme-isolate";
import { createThemeQuarantine, type ThemeQuarantineOptions } from "./theme-quarantine";
import { ThemeRenderFault } from "./theme-render-fault";

/**
 * Theme scripts rendered on the server, outside the server's process: a pool of worker
 * processes, each hosting isolates (`render-worker.ts`). A theme that aborts V8, hangs it or
 * grows past every limit ends one worker: the renders it held fail (their pages render in the
 * browser), and a fresh worker takes its place. A version that keeps failing is quarantined.
 *
 * A crash is charged to a version only when it alone was rendering in that worker (or had just
 * rendered): when several were, none is charged, since a busy honest theme would otherwise share
 * a hostile one's faults. Those versions become suspects and render in a worker of their own, one
 * render at a time (a second one meanwhile renders in the browser), so the next crash names its
 * version; a suspect that renders there 3 times without one goes back to its usual worker.
 */
export interface ThemeRenderPool {
  /** Renders in a worker; rejects with a `ThemeRenderFault` (the page then renders in the browser). */
  render(job: IsolateJob): Promise<IsolateAnswer>;
  /** Whether `key`'s version may still render here, and if not, why. */
  health(key: string): ThemeVersionHealth;
  /** Figures for the operator and the benchmarks. */
  stats(): RenderPoolStats;
  /** Resolves once every worker has started (they start with the pool). */
  ready(): Promise<void>;
  /** Stops every worker (the server is stopping). */
  dispose(): void;
}

export interface RenderPoolStats {
  workers: number;
  /** Workers started since the pool began, the first ones included. */
  started: number;
  /** Workers that ended under renders (crashes, aborts, kills past the time limit). */
  crashed: number;
  /** Workers replaced past their render count or memory ceiling. */
  recycled: number;
}

export interface RenderPoolOptions {
  /** The isolate bundle (`dist-server/isolate-render.js`). */
  bundleFile: string;
  /** The modules a theme script may import, as the bundle provides them. */
  sharedModules: readonly string[];
  /** Worker processes (2): renders of one theme version always go to the same one. */
  workers?: number;
  /** Heap of one isolate, in MB (128). */
  memoryLimitMb?: number;
  /** The longest a render may take, its data included, in ms (1000). */
  timeLimitMs?: number;
  /** A worker is replaced after this many renders (5,000)… */
  maxRendersPerWorker?: number;
  /** …or once its resident memory passes this many MB (1,024). */
  workerMemoryCeilingMb?: number;
  quarantine?: ThemeQuarantineOptions;
  /** Where a worker's end is told; default `console.error`. */
  reportError?: (error: unknown, context: string) => void;
}

const WORKER_FILE = fileURLToPath(new URL("./render-worker.ts", import.meta.url));
/** The worker is TypeScript like the rest of the server; tsx loads it. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
/** What a call gets once its render is over (or its host fetch failed). */
const renderIsOver = bridgeError(503, "The render is over");
/** A worker that ends this soon after a version's render ended is counted as its fault. */
const LATE_CRASH_MS = 2000;
/** The versions a worker remembers having rendered, for `LATE_CRASH_MS`. */
const RECENT_VERSIONS = 16;
/** Versions under suspicion at most. */
const MAX_SUSPECTS = 1000;
/** Renders in the suspects' worker after which a suspect is cleared. */
const CLEARING_RENDERS = 3;
/** Past the render's own limit, how long the host waits before it kills the worker. */
const KILL_GRACE_MS = 1000;

interface Pending {
  resolve(answer: IsolateAnswer): void;
  reject(error: ThemeRenderFault): void;
  job: IsolateJob;
  /** While the worker starts, how long the render may wait; then, how long it may take. */
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Worker {
  child: ChildProcess;
  started: Promise<void>;
  pending: Map<number, Pending>;
  renders: number;
  /** Replaced: it finishes what it holds, takes nothing new, then ends. */
  retiring: boolean;
  /** It said it is ready: its isolates could load. */
  ready: boolean;
  /** When each version's last render here ended: a crash just after one is that version's. */
  recent: Map<string, number>;
  /** The pool killed it, for a render it held past the time limit. */
  killed: boolean;
}

/**
 * A pool of render workers.
 *
 * @example
 * const pool = createRenderPool({ bundleFile: ISOLATE_BUNDLE_FILE });
 * await pool.render({ key: script, themeSource, request, fetch }); // { type: "page", html, … }
 * pool.health(script) // { state: "healthy" }
 */
export function createRenderPool(options: RenderPoolOptions): ThemeRenderPool {
  const size = Math.max(1, options.workers ?? 2);
  const timeLimitMs = options.timeLimitMs ?? 1000;
  const maxRenders = options.maxRendersPerWorker ?? 5000;
  const ceilingBytes = (options.workerMemoryCeilingMb ?? 1024) * 1024 * 1024;
  const reportError =
    options.reportError ?? ((error, context) => console.error(`[render-pool] ${context}:`, error));
  const quarantine = createThemeQuarantine(options.quarantine);
  const settings: RenderWorkerSettings = {
    bundleFile: options.bundleFile,
    sharedModules: [...options.sharedModules],
    memoryLimitMb: options.memoryLimitMb ?? 128,
    timeLimitMs,
  };
  const stats: RenderPoolStats = { workers: size, started: 0, crashed: 0, recycled: 0 };
  let disposed = false;
  let nextRenderId = 0;

  const start = (slot: number): Worker => {
    stats.started += 1;
    const child = fork(WORKER_FILE, [JSON.stringify(settings)], {
      // No WebAssembly: its memory lies outside an isolate's limit and outlives the render.
      execArgv: ["--import", TSX_LOADER, "--no-expose-wasm"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "json",
    });
    let markStarted = () => {};
    const worker: Worker = {
      child,
      started: new Promise<void>((resolve) => {
        markStarted = resolve;
      }),
      pending: new Map(),
      renders: 0,
      retiring: false,
      ready: false,
      recent: new Map(),
      killed: false,
    };
    child.on("message", (message: FromWorker) => onMessage(worker, message, markStarted));
    child.on("error", (error) => reportError(error, "render worker"));
    child.on("exit", (code, signal) => onExit(slot, worker, code, signal));
    return worker;
  };

  const slots: Worker[] = [];
  for (let slot = 0; slot < size; slot += 1) slots.push(start(slot));
  /** The suspects' worker (slot `size`), started when a crash first leaves suspects. */
  const SUSPECTS_SLOT = size;
  /** Versions a crash could not tell apart, with their clean renders since. */
  const suspects = new Map<string, number>();

  const onMessage = (worker: Worker, message: FromWorker, markStarted: () => void) => {
    switch (message.type) {
      case "ready":
        worker.ready = true;
        markStarted();
        return;
      case "fetch": {
        // Each call is its own render's, made with that visitor's cookies and shop, never another's.
        const { id, renderId, url, method, headers } = message;
        const owner = worker.pending.get(renderId);
        const fetched = owner
          ? owner.job.fetch(url, method, headers).catch(() => renderIsOver)
          : Promise.resolve(renderIsOver);
        void fetched.then((response) => {
          if (worker.child.connected) worker.child.send({ type: "fetched", id, response });
        });
        return;
      }
      case "rendered":
      case "failed":
        settle(worker, message);
        return;
    }
  };

  const settle = (
    worker: Worker,
    message: Extract<FromWorker, { type: "rendered" | "failed" }>,
  ) => {
    const pending = worker.pending.get(message.id);
    if (pending === undefined) return;
    worker.pending.delete(message.id);
    clearTimeout(pending.timer);
    worker.recent.delete(pending.job.key);
    worker.recent.set(pending.job.key, Date.now());
    if (worker.recent.size > RECENT_VERSIONS) {
      worker.recent.delete(worker.recent.keys().next().value as string);
    }
    if (message.type === "rendered") pending.resolve(message.answer);
    else fail(pending, new ThemeRenderFault(message.kind, message.message));
    const clean = suspects.get(pending.job.key);
    if (clean !== undefined && worker === slots[SUSPECTS_SLOT] && message.type === "rendered") {
      if (clean + 1 >= CLEARING_RENDERS) suspects.delete(pending.job.key);
      else suspects.set(pending.job.key, clean + 1);
    }
    afterRender(worker, message);
  };

  const fail = (pending: Pending, fault: ThemeRenderFault) => {
    quarantine.record(pending.job.key, fault.kind, fault.message);
    pending.reject(fault);
  };

  /** A worker that let a render run past its limit: that render is charged, the worker killed. */
  const hung = (worker: Worker, id: number) => {
    const pending = worker.pending.get(id);
    if (pending === undefined) return;
    worker.pending.delete(id);
    fail(
      pending,
      new ThemeRenderFault("timeout", `The render worker did not answer in ${timeLimitMs} ms`),
    );
    worker.killed = true;
    // Replaced at once: renders that arrive meanwhile go to the new one.
    const slot = slots.indexOf(worker);
    if (slot !== -1) slots[slot] = start(slot);
    worker.child.kill("SIGKILL");
  };

  /** Replaces a worker past its render count or memory ceiling, once it holds nothing. */
  const afterRender = (worker: Worker, load: WorkerLoad) => {
    if (!worker.retiring && (worker.renders >= maxRenders || load.rssBytes > ceilingBytes)) {
      const slot = slots.indexOf(worker);
      if (slot !== -1) {
        worker.retiring = true;
        stats.recycled += 1;
        slots[slot] = start(slot);
      }
    }
    if (worker.retiring && worker.pending.size === 0) worker.child.kill("SIGKILL");
  };

  const onExit = (
    slot: number,
    worker: Worker,
    code: number | null,
    signal: NodeJS.Signals | null,
  ) => {
    const ended = `The render worker ended (${signal ?? `exit ${code}`})`;
    // Ended by the pool itself (stopping, replaced, or killed for a render it held too long):
    // nobody else's fault.
    const deliberate = disposed || worker.retiring || worker.killed;
    // A theme can leave a timer behind that ends the worker after its render has answered.
    const since = Date.now() - LATE_CRASH_MS;
    const serving = [...worker.pending.values()].map((pending) => pending.job.key);
    const lately = [...worker.recent].filter(([, at]) => at >= since).map(([key]) => key);
    // The suspects' worker renders one page at a time: the one it held, else the last it rendered.
    const involved = new Set(
      deliberate
        ? []
        : slot === SUSPECTS_SLOT
          ? serving.length > 0
            ? serving
            : lately.slice(-1)
          : [...serving, ...lately],
    );
    const culprit = involved.size === 1 ? [...involved][0] : undefined;
    if (culprit !== undefined) {
      quarantine.record(
        culprit,
        "crash",
        serving.includes(culprit) ? ended : `${ended} just after a render of this version`,
      );
    }
    for (const pending of worker.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(
        new ThemeRenderFault(pending.job.key === culprit ? "crash" : "unavailable", ended),
      );
    }
    worker.pending.clear();
    // Stopping, or replaced already (past its limits, or killed for a render it held too long).
    if (disposed || slots[slot] !== worker) return;
    if (involved.size > 1) {
      for (const key of involved) suspects.set(key, 0);
      // Bounded, like the quarantine: the suspects named longest ago are forgotten first.
      for (const key of suspects.keys()) {
        if (suspects.size <= MAX_SUSPECTS) break;
        suspects.delete(key);
      }
    }
    if (involved.size > 0) stats.crashed += 1;
    reportError(
      new Error(`A render worker ended (${signal ?? `exit ${code}`}); starting another`),
      "render pool",
    );
    // One that could not even start would fail the same way at once: not in a tight loop.
    if (worker.ready) slots[slot] = start(slot);
    else {
      setTimeout(() => {
        if (!disposed && slots[slot] === worker) slots[slot] = start(slot);
      }, 1000);
    }
  };

  return {
    async render(job) {
      if (disposed) throw new ThemeRenderFault("unavailable", "The render pool is stopped");
      const suspect = suspects.has(job.key);
      if (suspect && slots[SUSPECTS_SLOT] === undefined) {
        slots[SUSPECTS_SLOT] = start(SUSPECTS_SLOT);
      }
      const worker = slots[suspect ? SUSPECTS_SLOT : slotOf(job.key, size)] as Worker;
      if (worker.child.exitCode !== null || worker.child.signalCode !== null) {
        throw new ThemeRenderFault("unavailable", "No render worker is running (one is starting)");
      }
      if (suspect && worker.pending.size > 0) {
        throw new ThemeRenderFault("unavailable", "A suspect version renders one page at a time");
      }
      worker.renders += 1;
      nextRenderId += 1;
      const id = nextRenderId;
      const message: ToWorker = {
        type: "render",
        id,
        key: job.key,
        themeSource: job.themeSource,
        request: job.request,
      };
      return new Promise<IsolateAnswer>((resolve, reject) => {
        const pending: Pending = { resolve, reject, job, timer: undefined };
        // Waiting for a worker that is still starting is no fault of the theme's.
        pending.timer = setTimeout(() => {
          if (worker.pending.get(id) !== pending) return;
          worker.pending.delete(id);
          reject(new ThemeRenderFault("unavailable", "No render worker was ready in time"));
        }, timeLimitMs + KILL_GRACE_MS);
        worker.pending.set(id, pending);
        void worker.started.then(() => {
          if (worker.pending.get(id) !== pending || !worker.child.connected) return;
          clearTimeout(pending.timer);
          // The worker stops the render at `timeLimitMs`; this is for a worker that no longer can.
          pending.timer = setTimeout(() => hung(worker, id), timeLimitMs + KILL_GRACE_MS);
          worker.child.send(message);
        });
      });
    },
    health: (key) => quarantine.health(key),
    stats: () => ({ ...stats }),
    async ready() {
      await Promise.all(slots.map((worker) => worker.started));
    },
    dispose() {
      disposed = true;
      for (const worker of slots) worker.child.kill("SIGKILL");
    },
  };
}

/**
 * The worker a theme version renders in: always the same one, so its isolate and the context it
 * made ready are there.
 *
 * @example
 * slotOf("/themes/shop_1/v3/theme.js", 2) // 0 or 1, the same every time
 */
export function slotOf(key: string, size: number): number {
  let hash = 0;
  for (let index = 0; index < key.length; index += 1) {
    hash = (hash * 31 + key.charCodeAt(index)) >>> 0;
  }
  return hash % size;
}
