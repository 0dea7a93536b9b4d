import { describe, expect, it, vi } from "vitest";
import { createAppErrorStore } from "./app-error-store";

describe("start-up error", () => {
  it("is passed to the app error handler and stored as the error payload", () => {
    const onError = vi.fn();
    const store = createAppErrorStore(onError);
    const error = Object.assign(new Error("Shop is blocked"), {
      statusCode: 403,
      code: "SHOP_BLOCKED",
    });
    store.reportStartupError(error);
    expect(onError).toHaveBeenCalledWith(error);
    expect(store.state.payload).toEqual({
      message: "Shop is blocked",
      statusCode: 403,
      code: "SHOP_BLOCKED",
    });
  });

  it("anything thrown becomes an internal error with a readable message", () => {
    const store = createAppErrorStore();
    store.reportStartupError("boom");
    expect(store.state.payload).toEqual({
      message: "Something went wrong",
      statusCode: 500,
      code: null,
    });
    store.clear();
    expect(store.state.payload).toBeNull();
  });
});
