// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testStorefront } from "../testing/test-storefront";
import { StorefrontProvider } from "./storefront-context";
import { useResource } from "./use-resource";

afterEach(cleanup);

describe("useResource", () => {
  it("starts loading and shows the data when it arrives", async () => {
    const { result } = renderHook(() => useResource(() => Promise.resolve("tee"), []));
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", data: "tee" }));
  });

  it("shows the error when loading fails, and loads again on reload", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("tee");
    const { result } = renderHook(() => useResource(load, []));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect((result.current.error as Error).message).toBe("offline");
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: "success", data: "tee" }));
  });

  it("cancels the previous load when the inputs change and never shows its answer", async () => {
    const answers = new Map<string, (value: string) => void>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ slug }) =>
        useResource(
          (signal) => {
            signals.push(signal);
            return new Promise<string>((resolve) => answers.set(slug, resolve));
          },
          [slug],
        ),
      { initialProps: { slug: "tee" } },
    );
    rerender({ slug: "mug" });
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => answers.get("mug")?.("mug data"));
    await act(async () => answers.get("tee")?.("tee data"));
    expect(result.current).toMatchObject({ status: "success", data: "mug data" });
  });

  it("keeps showing the last data while reloading", async () => {
    let value = "first";
    const { result } = renderHook(() => useResource(() => Promise.resolve(value), []));
    await waitFor(() => expect(result.current.data).toBe("first"));
    value = "second";
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: "loading", data: "first" });
    await waitFor(() => expect(result.current.data).toBe("second"));
  });

  it("cancels on unmount", () => {
    const signals: AbortSignal[] = [];
    const { unmount } = renderHook(() =>
      useResource((signal) => {
        signals.push(signal);
        return new Promise<string>(() => {});
      }, []),
    );
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe("useResource reports its load to the storefront", () => {
  it("counts as a pending load of the page until its answer arrives", async () => {
    const storefront = testStorefront();
    let answer: (value: string) => void = () => {};
    const { result } = renderHook(
      () =>
        useResource(
          () =>
            new Promise<string>((resolve) => {
              answer = resolve;
            }),
          [],
        ),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
        ),
      },
    );
    expect(storefront.loads.count).toBe(1);
    await act(async () => answer("done"));
    expect(result.current.data).toBe("done");
    expect(storefront.loads.count).toBe(0);
  });
});
