/**
 * A render worker process (started by `createRenderPool`): it hosts the theme isolates, so a
 * theme that crashes V8 natively, aborts or leaks ends this process, never the server. It reaches
 * the shop API only by asking its parent (`fetch`); a render's every failure is answered as a
 * `failed` message with its kind.
 */
import { readFileSync } from "node:fs";
import type {
  FromWorker,
  RenderWorkerSettings,
  ToWorker,
  WorkerLoad,
} from "./render-worker-protocol";
import { type BridgedResponse, createThemeIsolates } from "./theme-isolate";
import { asThemeFault } from "./theme-render-fault";

const settings = JSON.parse(process.argv[2] ?? "{}") as RenderWorkerSettings;
const send = (message: FromWorker) => process.send?.(message);

// Nothing here is worth ending the worker for on its own: the parent recycles it when it must.
process.on("unhandledRejection", (error) => {
  console.error("[render-worker] unhandled rejection:", error);
});
// The parent is gone (it crashed or was killed): a worker must not outlive it.
process.on("disconnect", () => process.exit(0));

const isolates = await createThemeIsolates(
  {
    bundle: readFileSync(settings.bundleFile, "utf8"),
    memoryLimitMb: settings.memoryLimitMb,
    timeLimitMs: settings.timeLimitMs,
  },
  settings.sharedModules,
);
if (isolates === null) throw new Error("isolated-vm cannot load in the render worker");

const pendingFetches = new Map<number, (response: BridgedResponse) => void>();
let nextFetchId = 0;

const load = (): WorkerLoad => ({ rssBytes: process.memoryUsage.rss() });

process.on("message", (message: ToWorker) => {
  if (message.type === "fetched") {
    pendingFetches.get(message.id)?.(message.response);
    pendingFetches.delete(message.id);
    return;
  }
  const { id, key, themeSource, request } = message;
  isolates
    .render({
      key,
      themeSource,
      request,
      fetch: (url, method, headers) =>
        new Promise<BridgedResponse>((resolve) => {
          nextFetchId += 1;
          pendingFetches.set(nextFetchId, resolve);
          send({ type: "fetch", id: nextFetchId, renderId: id, url, method, headers });
        }),
    })
    .then(
      (answer) => send({ type: "rendered", id, answer, ...load() }),
      (error: unknown) => {
        const fault = asThemeFault(error);
        send({ type: "failed", id, kind: fault.kind, message: fault.message, ...load() });
      },
    );
});

send({ type: "ready" });
