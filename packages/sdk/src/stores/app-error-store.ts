import { proxy } from "valtio/vanilla";

/** What a failed start-up leaves behind for the internal-error screen (spec §8). */
export interface AppErrorPayload {
  message: string;
  statusCode: number;
  /** The platform's failure name, e.g. `SHOP_BLOCKED`, when it gave one. */
  code: string | null;
}

export interface AppErrorState {
  payload: AppErrorPayload | null;
}

export interface AppErrorStore {
  state: AppErrorState;
  /** Stores a start-up failure as the error payload and passes it to the app error handler. */
  reportStartupError(error: unknown): AppErrorPayload;
  clear(): void;
}

/**
 * @example
 * const store = createAppErrorStore((error) => console.error(error));
 * store.reportStartupError(new ApiError("Shop is blocked", { statusCode: 403, … }));
 * store.state.payload // { message: "Shop is blocked", statusCode: 403, code: "SHOP_BLOCKED" }
 */
export function createAppErrorStore(onError: (error: unknown) => void = () => {}): AppErrorStore {
  const state = proxy<AppErrorState>({ payload: null });
  return {
    state,
    reportStartupError(error) {
      const payload = toAppErrorPayload(error);
      state.payload = payload;
      onError(error);
      return payload;
    },
    clear() {
      state.payload = null;
    },
  };
}

function toAppErrorPayload(error: unknown): AppErrorPayload {
  const source = (typeof error === "object" && error !== null ? error : {}) as {
    message?: unknown;
    statusCode?: unknown;
    code?: unknown;
  };
  return {
    message:
      typeof source.message === "string" && source.message !== ""
        ? source.message
        : "Something went wrong",
    statusCode: typeof source.statusCode === "number" ? source.statusCode : 500,
    code: typeof source.code === "string" ? source.code : null,
  };
}
