import type { ThemeVersionHealth } from "@vitrine/contract";
import type { IsolateAnswer } from "../src/ssr/isolate/isolate-protocol";
import { versionsInvolved } from "./render-crash-blame";
import { createRenderSuspects, type RenderSuspects } from "./render-suspects";
import {
  forkRenderWorker,
  hasEnded,
  noteRendered,
  type PendingRender,
  type RenderWorker,
  sendRender,
} from "./render-worker-process";
import type { FromWorker, RenderWorkerSettings, WorkerLoad } from "./render-worker-protocol";
import { bridgeError, type IsolateJob } from "./theme-isolate";
import {
  createThemeQuarantine,
  type ThemeQuarantine,
  type ThemeQuarantineOptions,
} from "./theme-quarantine";
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

/** What a call gets once its render is over (or its host fetch failed). */
const renderIsOver = bridgeError(503, "The render is over");
/** A worker that ends this soon after a version's render ended is counted as its fault. */
const LATE_CRASH_MS = 2000;
/** Past the render's own limit, how long the host waits before it kills the worker. */
const KILL_GRACE_MS = 1000;

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
  let nextRenderId = 0;

  const start = (slot: number): RenderWorker => {
    stats.started += 1;
    return forkRenderWorker(settings, {
      message: (worker, message) => onMessage(worker, message),
      exit: (worker, code, signal) =>
        onWorkerExit(pool, slot, worker, `${signal ?? `exit ${code}`}`),
      error: (error) => reportError(error, "render worker"),
    });
  };

  const pool: PoolState = {
    slots: [],
    suspectsSlot: size,
    suspects: createRenderSuspects(),
    quarantine,
    stats,
    disposed: false,
    start,
    reportError,
  };
  const { slots, suspects } = pool;
  for (let slot = 0; slot < size; slot += 1) slots.push(start(slot));

  const onMessage = (worker: RenderWorker, message: FromWorker) => {
    if (message.type === "fetch") {
      // Each call is its own render's, made with that visitor's cookies and shop, never another's.
      const { id, renderId, url, method, headers } = message;
      const owner = worker.pending.get(renderId);
      const fetched = owner
        ? owner.job.fetch(url, method, headers).catch(() => renderIsOver)
        : Promise.resolve(renderIsOver);
      void fetched.then((response) => {
        if (worker.child.connected) worker.child.send({ type: "fetched", id, response });
      });
    } else if (message.type === "rendered" || message.type === "failed") {
      settle(worker, message);
    }
  };

  const settle = (
    worker: RenderWorker,
    message: Extract<FromWorker, { type: "rendered" | "failed" }>,
  ) => {
    const pending = worker.pending.get(message.id);
    if (pending === undefined) return;
    worker.pending.delete(message.id);
    clearTimeout(pending.timer);
    noteRendered(worker, pending.job.key, Date.now());
    if (message.type === "rendered") pending.resolve(message.answer);
    else fail(pending, new ThemeRenderFault(message.kind, message.message));
    if (worker === slots[pool.suspectsSlot] && message.type === "rendered") {
      suspects.renderedCleanly(pending.job.key);
    }
    afterRender(worker, message);
  };

  const fail = (pending: PendingRender, fault: ThemeRenderFault) => {
    quarantine.record(pending.job.key, fault.kind, fault.message);
    pending.reject(fault);
  };

  /** A worker that let a render run past its limit: that render is charged, the worker killed. */
  const hung = (worker: RenderWorker, id: number) => {
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
  const afterRender = (worker: RenderWorker, load: WorkerLoad) => {
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

  return {
    async render(job) {
      if (pool.disposed) throw new ThemeRenderFault("unavailable", "The render pool is stopped");
      const suspect = suspects.has(job.key);
      if (suspect && slots[pool.suspectsSlot] === undefined) {
        slots[pool.suspectsSlot] = start(pool.suspectsSlot);
      }
      const worker = slots[suspect ? pool.suspectsSlot : slotOf(job.key, size)] as RenderWorker;
      if (hasEnded(worker)) {
        throw new ThemeRenderFault("unavailable", "No render worker is running (one is starting)");
      }
      if (suspect && worker.pending.size > 0) {
        throw new ThemeRenderFault("unavailable", "A suspect version renders one page at a time");
      }
      worker.renders += 1;
      nextRenderId += 1;
      const id = nextRenderId;
      return sendRender(worker, id, job, timeLimitMs + KILL_GRACE_MS, () => hung(worker, id));
    },
    health: (key) => quarantine.health(key),
    stats: () => ({ ...stats }),
    async ready() {
      await Promise.all(slots.map((worker) => worker.started));
    },
    dispose() {
      pool.disposed = true;
      for (const worker of slots) worker.child.kill("SIGKILL");
    },
  };
}

/** What a pool's workers share. */
interface PoolState {
  slots: RenderWorker[];
  /** The suspects' worker's slot, after the usual ones; started when a crash first leaves suspects. */
  suspectsSlot: number;
  suspects: RenderSuspects;
  quarantine: ThemeQuarantine;
  stats: RenderPoolStats;
  disposed: boolean;
  start(slot: number): RenderWorker;
  reportError(error: unknown, context: string): void;
}

/**
 * A worker ended (`how`: a signal or exit code): the version it is due to, if only one could be,
 * is charged; the renders it held fail (in the browser); the slot gets a fresh worker unless the
 * pool ended this one itself.
 */
function onWorkerExit(pool: PoolState, slot: number, worker: RenderWorker, how: string): void {
  const ended = `The render worker ended (${how})`;
  const since = Date.now() - LATE_CRASH_MS;
  const serving = [...worker.pending.values()].map((pending) => pending.job.key);
  const involved = versionsInvolved({
    deliberate: pool.disposed || worker.retiring || worker.killed,
    oneAtATime: slot === pool.suspectsSlot,
    serving,
    lately: [...worker.recent].filter(([, at]) => at >= since).map(([key]) => key),
  });
  const culprit = involved.size === 1 ? [...involved][0] : undefined;
  if (culprit !== undefined) {
    pool.quarantine.record(
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
  if (pool.disposed || pool.slots[slot] !== worker) return;
  if (involved.size > 1) pool.suspects.add(involved);
  if (involved.size > 0) pool.stats.crashed += 1;
  pool.reportError(new Error(`A render worker ended (${how}); starting another`), "render pool");
  // One that could not even start would fail the same way at once: not in a tight loop.
  if (worker.ready) pool.slots[slot] = pool.start(slot);
  else {
    setTimeout(() => {
      if (!pool.disposed && pool.slots[slot] === worker) pool.slots[slot] = pool.start(slot);
    }, 1000);
  }
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
