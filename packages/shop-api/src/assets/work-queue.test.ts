import { describe, expect, it } from "vitest";
import { createWorkQueue, QueueFullError } from "./work-queue";

/** A job that runs until `finish()` is called. */
function heldJob<T>(value: T) {
  let finish = () => {};
  const job = () =>
    new Promise<T>((done) => {
      finish = () => done(value);
    });
  return { job, finish: () => finish() };
}

describe("the work queue", () => {
  it("runs `concurrency` jobs, queues `maxQueued` more and refuses the rest at once", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxQueued: 1 });
    const [a, b, c] = [heldJob("a"), heldJob("b"), heldJob("c")];
    const running = [queue.run(a.job), queue.run(b.job)];
    const waiting = queue.run(c.job);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(async () => "d")).rejects.toBeInstanceOf(QueueFullError);

    a.finish();
    expect(await running[0]).toBe("a");
    expect(queue.load).toEqual({ running: 2, waiting: 0 });
    b.finish();
    c.finish();
    expect(await Promise.all([running[1], waiting])).toEqual(["b", "c"]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot of a job that fails, and passes its error on", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run(() => Promise.reject(new Error("bad image")))).rejects.toThrow(
      "bad image",
    );
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("starts waiting jobs in the order they came", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 3 });
    const first = heldJob(0);
    const order: number[] = [];
    const all = [
      queue.run(first.job),
      ...[1, 2, 3].map((n) => queue.run(async () => order.push(n))),
    ];
    first.finish();
    await Promise.all(all);
    expect(order).toEqual([1, 2, 3]);
  });
});
