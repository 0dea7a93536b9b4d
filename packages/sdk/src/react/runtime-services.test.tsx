// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type LeaveConfirmation,
  RuntimeServicesProvider,
  useLeaveConfirmation,
  useNotify,
} from "./runtime-services";

afterEach(cleanup);

function recordingGuard(): LeaveConfirmation {
  let enabled = false;
  return {
    get enabled() {
      return enabled;
    },
    set(next) {
      enabled = next;
    },
  };
}

function withServices(leaveConfirmation: LeaveConfirmation, notify = vi.fn(async () => {})) {
  return ({ children }: { children?: ReactNode }) => (
    <RuntimeServicesProvider services={{ notify, leaveConfirmation }}>
      {children}
    </RuntimeServicesProvider>
  );
}

describe("useNotify", () => {
  it("is the provider's toast function", async () => {
    const notify = vi.fn(async () => {});
    const { result } = renderHook(() => useNotify(), {
      wrapper: withServices(recordingGuard(), notify),
    });
    await result.current("Saved", "success");
    expect(notify).toHaveBeenCalledWith("Saved", "success");
  });

  it("does nothing, and does not throw, without a provider", async () => {
    const { result } = renderHook(() => useNotify());
    await expect(result.current("Saved")).resolves.toBeUndefined();
  });
});

describe("useLeaveConfirmation", () => {
  it("arms the guard only while the form holds unsaved input", () => {
    const guard = recordingGuard();
    const { rerender } = renderHook(({ dirty }) => useLeaveConfirmation(dirty), {
      wrapper: withServices(guard),
      initialProps: { dirty: false },
    });
    expect(guard.enabled).toBe(false);
    rerender({ dirty: true });
    expect(guard.enabled).toBe(true);
    rerender({ dirty: false });
    expect(guard.enabled).toBe(false);
  });

  it("disarms when the form goes away", () => {
    const guard = recordingGuard();
    const { unmount } = renderHook(() => useLeaveConfirmation(true), {
      wrapper: withServices(guard),
    });
    expect(guard.enabled).toBe(true);
    unmount();
    expect(guard.enabled).toBe(false);
  });

  it("release disarms at once, before the next render, so a navigation after a save passes", () => {
    const guard = recordingGuard();
    const { result } = renderHook(() => useLeaveConfirmation(true), {
      wrapper: withServices(guard),
    });
    act(() => result.current());
    expect(guard.enabled).toBe(false);
  });

  it("does not disarm a guard armed by another form after it was released", () => {
    const guard = recordingGuard();
    const { result, unmount } = renderHook(() => useLeaveConfirmation(true), {
      wrapper: withServices(guard),
    });
    result.current();
    guard.set(true); // the next page's form arms it
    unmount();
    expect(guard.enabled).toBe(true);
  });
});
