/**
 * What the host and a render worker process say to each other over the IPC channel (JSON). The
 * worker hosts the theme isolates; the host keeps the only way to the shop API, so a theme's call
 * travels `fetch` → host → `fetched`.
 */
import type { IsolateAnswer, IsolateRequest } from "../src/ssr/isolate/isolate-protocol";
import type { BridgedResponse } from "./theme-isolate";
import type { RenderFailureKind } from "./theme-render-fault";

/** What the worker was started with (argument 2 of its command line, as JSON). */
export interface RenderWorkerSettings {
  bundleFile: string;
  /** The modules a theme script may import (`SHARED_MODULES`' specifiers). */
  sharedModules: string[];
  memoryLimitMb: number;
  timeLimitMs: number;
}

export type ToWorker =
  | { type: "render"; id: number; key: string; themeSource: string; request: IsolateRequest }
  | { type: "fetched"; id: number; response: BridgedResponse };

/** The worker's own figures, sent with every answer: the host recycles it past its ceiling. */
export interface WorkerLoad {
  rssBytes: number;
}

export type FromWorker =
  | { type: "ready" }
  | {
      type: "fetch";
      id: number;
      /** The render the call is made for: the host answers it as that render's visitor. */
      renderId: number;
      url: string;
      method: string;
      headers: [string, string][];
    }
  | ({ type: "rendered"; id: number; answer: IsolateAnswer } & WorkerLoad)
  | ({ type: "failed"; id: number; kind: RenderFailureKind; message: string } & WorkerLoad);
