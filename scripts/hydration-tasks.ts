/**
 * `pnpm hydration-tasks [origin]`: the long tasks of each measured page's first load at 4× CPU
 * slowdown, in Debian's Chromium at a phone's width: from the navigation until the page has been
 * quiet for a while (its hydration done). Lighthouse's TBT estimates the same from an unthrottled
 * run; this is the browser's own account (`longtask` entries), and each task's scripts from the
 * Long Animation Frames API, so a task over the aim says which file and which call took it.
 *
 * Each page is loaded `LOADS` times in a fresh context (nothing cached) and the median load by its
 * longest task is reported, with the longest of its tasks a script ran in. Then the same page with
 * its scripts refused (the build's `/assets/` modules): the browser's own work on the server's
 * HTML and CSS (parsing, style, layout, the first paint), a floor no script can go under. Last,
 * the stack floor (`stack-floor/`, the one-route app `pnpm bundle-size` weighs): what React, the
 * router and i18next alone cost one task. Without `origin` it starts the stack as `pnpm start`
 * does and stops it afterwards.
 * Environment: CHROMIUM_PATH (/usr/bin/chromium).
 */
import { type Browser, chromium } from "playwright";
import { CHROME_FLAGS, CHROMIUM_PATH, demoStack } from "./demo-stack";
import { chunkLabel, readHostManifest } from "./host-manifest";
import { measuredPages } from "./measured-pages";
import { serveStackFloor } from "./stack-floor/serve-stack-floor";

const LOADS = 5;
const CPU_SLOWDOWN = 4;
/** Issue 38: no task over 50 ms while a page hydrates. */
const TASK_AIM_MS = 50;
/** How long the page must have had no new long task, after the network went idle, to count as hydrated. */
const QUIET_MS = 1500;

/** One script's share of a long animation frame, as the browser attributes it. */
interface ScriptShare {
  /** How the script ran: `module-script`, `event-listener`, `user-callback`… */
  invokerType: string;
  /** Its file; empty for an inline script. */
  source: string;
  duration: number;
}

interface LongTask {
  start: number;
  duration: number;
  /** The scripts of the long animation frame that holds the task, longest first. */
  scripts: ScriptShare[];
}

declare global {
  interface Window {
    __longTasks: Array<{ start: number; duration: number }>;
    __frames: Array<{ start: number; end: number; scripts: ScriptShare[] }>;
  }
}

/** Records long tasks and long animation frames from the first byte on; runs in the page. */
function recordLongTasks(): void {
  window.__longTasks = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        scripts: Array<{ sourceURL: string; invokerType: string; duration: number }>;
      }
    >) {
      window.__frames.push({
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        scripts: entry.scripts.map((script) => ({
          invokerType: script.invokerType,
          source: script.sourceURL.replace(/^.*\//, ""),
          duration: Math.round(script.duration),
        })),
      });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
}

/** The page's own modules: refused, the page is its HTML and CSS (and their inline scripts) alone. */
const PAGE_MODULES = /\/assets\/.*\.js$/;

async function measureLoad(
  browser: Browser,
  url: string,
  { scripts }: { scripts: boolean },
): Promise<LongTask[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    if (!scripts) await page.route(PAGE_MODULES, (route) => route.abort());
    await page.addInitScript(recordLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "networkidle" });
    let seen = -1;
    for (let count = await taskCount(); count !== seen; count = await taskCount()) {
      seen = count;
      await page.waitForTimeout(QUIET_MS);
    }
    const { tasks, frames } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      frames: window.__frames,
    }));
    return tasks.map((task) => ({
      ...task,
      scripts: (
        frames.find((frame) => frame.start <= task.start && task.start < frame.end)?.scripts ?? []
      ).sort((a, b) => b.duration - a.duration),
    }));

    async function taskCount(): Promise<number> {
      return page.evaluate(() => window.__longTasks.length);
    }
  } finally {
    await context.close();
  }
}

const longest = (tasks: LongTask[]) =>
  tasks.reduce<LongTask | undefined>(
    (top, task) => (top === undefined || task.duration > top.duration ? task : top),
    undefined,
  );

/** `LOADS` loads of `url`, each with its longest task, from the shortest longest task up. */
async function loadsByLongest(
  browser: Browser,
  url: string,
  options: { scripts: boolean },
): Promise<Array<{ tasks: LongTask[]; top: LongTask | undefined }>> {
  const loads: LongTask[][] = [];
  for (let load = 0; load < LOADS; load++) loads.push(await measureLoad(browser, url, options));
  return loads
    .map((tasks) => ({ tasks, top: longest(tasks) }))
    .sort((a, b) => (a.top?.duration ?? 0) - (b.top?.duration ?? 0));
}

const medianOf = <T>(sorted: T[]): T | undefined => sorted[Math.floor(sorted.length / 2)];

const stack = await demoStack(process.argv[2]);
// Scripts are named by their hash: the build's manifest says which chunk each is (none for
// another origin's build).
const manifest = await readHostManifest().catch(() => ({}));
const floor = await serveStackFloor();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
let overAim = false;
try {
  const port = new URL(stack.origin).port;
  console.log(`Long tasks of a first load, ${CPU_SLOWDOWN}× CPU slowdown, median of ${LOADS}\n`);
  console.log(
    `${"page".padEnd(22)}${"longest".padStart(9)}${"> 50 ms".padStart(9)}${"runs".padStart(14)}${"scripts'".padStart(10)}${"no script".padStart(11)}  the longest task's scripts`,
  );
  const pages = [...measuredPages(port), { name: "stack floor", url: floor.url }];
  for (const { name, url } of pages) {
    const byLongest = await loadsByLongest(browser, url, { scripts: true });
    const median = medianOf(byLongest);
    if (median === undefined) continue;
    // The stack floor is no page of the shop: it has no aim, and without its script nothing to
    // measure.
    const isStackFloor = url === floor.url;
    const withoutScripts = isStackFloor
      ? undefined
      : medianOf(await loadsByLongest(browser, url, { scripts: false }));
    const top = median.top;
    const over = median.tasks.filter((task) => task.duration > TASK_AIM_MS).length;
    if (!isStackFloor && (top?.duration ?? 0) > TASK_AIM_MS) overAim = true;
    const runs = byLongest.map((load) => Math.round(load.top?.duration ?? 0));
    // The longest task a script ran in, as the Long Animation Frames API names them (scripts of
    // over 5 ms); the others are the browser's own: parsing, layout, paint.
    const scriptTask = longest(median.tasks.filter((task) => task.scripts.length > 0));
    const scripts = (top?.scripts ?? [])
      .slice(0, 3)
      .map(
        (script) =>
          `${script.invokerType} ${script.source ? chunkLabel(manifest, script.source) : "(inline)"} ${script.duration} ms`,
      )
      .join("; ");
    console.log(
      [
        name.padEnd(22),
        `${Math.round(top?.duration ?? 0)} ms`.padStart(9),
        String(over).padStart(9),
        `${Math.min(...runs)}–${Math.max(...runs)}`.padStart(14),
        `${Math.round(scriptTask?.duration ?? 0)} ms`.padStart(10),
        (withoutScripts === undefined
          ? ""
          : `${Math.round(withoutScripts.top?.duration ?? 0)} ms`
        ).padStart(11),
        `  ${scripts}`,
      ].join(""),
    );
  }
} finally {
  await browser.close();
  await floor.stop();
  await stack.stop();
}
process.exitCode = overAim ? 1 : 0;
