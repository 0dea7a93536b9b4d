/** Thrown by `run` when every slot and every place in the queue is taken. */
export class QueueFullError extends Error {
  constructor() {
    super("The queue is full.");
    this.name = "QueueFullError";
  }
}

/**
 * Runs at most `concurrency` jobs at once and lets at most `maxQueued` wait; past that, `run`
 * refuses at once, so a burst costs a fixed amount of CPU and memory instead of slowing
 * everything down.
 * @example
 * const queue = createWorkQueue({ concurrency: 2, maxQueued: 16 });
 * await queue.run(() => resize(image)); // throws QueueFullError when 18 are already in
 */
export function createWorkQueue(options: { concurrency: number; maxQueued: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxQueued) throw new QueueFullError();
        await new Promise<void>((start) => waiting.push(start));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Jobs running and waiting, for tests and metrics. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
