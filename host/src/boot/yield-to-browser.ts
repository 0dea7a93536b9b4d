/**
 * Resolves in a later task, so that the work after it is not one long task with the work before:
 * the browser paints, takes a tap, runs a waiting handler in between. A phone's main thread
 * stuck in one 200 ms start-up task answers nothing for 200 ms (Lighthouse's total blocking
 * time counts every task past 50 ms). `scheduler.yield()` where the browser has it (it resumes
 * ahead of other queued tasks), else a zero-delay timeout.
 *
 * @example
 * createRouter();
 * await yieldToBrowser();
 * hydrate(); // a task of its own
 */
export function yieldToBrowser(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
