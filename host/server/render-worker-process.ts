import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { IsolateAnswer } from "../src/ssr/isolate/isolate-protocol";
import type { FromWorker, RenderWorkerSettings, ToWorker } from "./render-worker-protocol";
import type { IsolateJob } from "./theme-isolate";
import { ThemeRenderFault } from "./theme-render-fault";

const WORKER_FILE = fileURLToPath(new URL("./render-worker.ts", import.meta.url));
/** The worker is TypeScript like the rest of the server; tsx loads it. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
/** The versions a worker remembers having rendered, for the pool's late-crash window. */
const RECENT_VERSIONS = 16;

/** A render a worker holds. */
export interface PendingRender {
  resolve(answer: IsolateAnswer): void;
  reject(error: ThemeRenderFault): void;
  job: IsolateJob;
  /** While the worker starts, how long the render may wait; then, how long it may take. */
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** One render worker process and what the pool knows of it. */
export interface RenderWorker {
  child: ChildProcess;
  started: Promise<void>;
  pending: Map<number, PendingRender>;
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

export interface RenderWorkerEvents {
  message(worker: RenderWorker, message: FromWorker): void;
  exit(worker: RenderWorker, code: number | null, signal: NodeJS.Signals | null): void;
  error(error: unknown): void;
}

/**
 * Forks one render worker (`render-worker.ts`, through tsx, without WebAssembly: its memory lies
 * outside an isolate's limit and outlives the render). `started` resolves when it says it is ready.
 */
export function forkRenderWorker(
  settings: RenderWorkerSettings,
  events: RenderWorkerEvents,
): RenderWorker {
  const child = fork(WORKER_FILE, [JSON.stringify(settings)], {
    execArgv: ["--import", TSX_LOADER, "--no-expose-wasm"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "json",
  });
  let markStarted = () => {};
  const worker: RenderWorker = {
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
  child.on("message", (message: FromWorker) => {
    if (message.type === "ready") {
      worker.ready = true;
      markStarted();
    }
    events.message(worker, message);
  });
  child.on("error", events.error);
  child.on("exit", (code, signal) => events.exit(worker, code, signal));
  return worker;
}

/** Notes that a render of `key` just ended in `worker`, remembering the last few versions. */
export function noteRendered(worker: RenderWorker, key: string, at: number): void {
  worker.recent.delete(key);
  worker.recent.set(key, at);
  if (worker.recent.size > RECENT_VERSIONS) {
    worker.recent.delete(worker.recent.keys().next().value as string);
  }
}

/** Whether the worker's process has ended. */
export function hasEnded(worker: RenderWorker): boolean {
  return worker.child.exitCode !== null || worker.child.signalCode !== null;
}

/**
 * Hands `job` to `worker` as render `id` once the worker has started. Waiting for a worker that is
 * still starting is no fault of the theme's: past `limitMs` the render is `unavailable`. Once sent,
 * the worker stops the render itself at the theme's limit; `onHung` is for a worker that no longer
 * can, called when it has not answered in `limitMs`.
 */
export function sendRender(
  worker: RenderWorker,
  id: number,
  job: IsolateJob,
  limitMs: number,
  onHung: () => void,
): Promise<IsolateAnswer> {
  const message: ToWorker = {
    type: "render",
    id,
    key: job.key,
    themeSource: job.themeSource,
    request: job.request,
  };
  return new Promise<IsolateAnswer>((resolve, reject) => {
    const pending: PendingRender = { resolve, reject, job, timer: undefined };
    pending.timer = setTimeout(() => {
      if (worker.pending.get(id) !== pending) return;
      worker.pending.delete(id);
      reject(new ThemeRenderFault("unavailable", "No render worker was ready in time"));
    }, limitMs);
    worker.pending.set(id, pending);
    void worker.started.then(() => {
      if (worker.pending.get(id) !== pending || !worker.child.connected) return;
      clearTimeout(pending.timer);
      pending.timer = setTimeout(onHung, limitMs);
      worker.child.send(message);
    });
  });
}
