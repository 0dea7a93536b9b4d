/**
 * `pnpm variant-click [origin]`: how long a click on a variant value of the 2,048-variant Trail
 * Runner takes to reach the next paint, at 4× CPU slowdown, in Debian's Chromium. The time is the
 * browser's own Event Timing `duration` (input to next paint, as INP counts it), the longest event
 * of each click's interaction. Three fresh page loads, ten clicks each across the size, colour
 * and material groups; the first click of a load is reported apart (it pays for lazy work).
 *
 * Without `origin` it starts the stack as `pnpm start` does and stops it afterwards; with one
 * (`http://demo.localhost:3000`) it measures that. Environment: CHROMIUM_PATH (/usr/bin/chromium).
 */
import { type Browser, chromium, type Page } from "playwright";
import { CHROME_FLAGS, CHROMIUM_PATH, demoStack } from "./demo-stack";
import { percentile } from "./percentile";

const PRODUCT_PATH = "/products/trail-runner";
const LOADS = 3;
const CLICKS_PER_LOAD = 10;
const CPU_SLOWDOWN = 4;
/** Event Timing reports no event shorter than this (ms); a click without an entry was at most this. */
const DURATION_THRESHOLD = 16;

/** Where one click's time went, in ms (Event Timing's phases of its longest event). */
interface ClickTiming {
  /** Input to next paint. */
  duration: number;
  /** Waiting for the main thread before the handlers ran. */
  inputDelay: number;
  /** The handlers, React's synchronous render and commit included. */
  processing: number;
  /** Style, layout and paint after the handlers, until the frame was presented. */
  presentation: number;
}

declare global {
  interface Window {
    /** The longest event of each interaction seen so far, by interaction id. */
    __interactions: Map<number, ClickTiming>;
  }
}

/** TypeScript's DOM types predate these two Event Timing fields. */
type EventTimingEntry = PerformanceEventTiming & { interactionId: number };
type EventObserverInit = PerformanceObserverInit & { durationThreshold: number };

/** Starts recording every interaction's longest event; runs in the page. */
function recordInteractions(threshold: number): void {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventTimingEntry[]) {
      if (entry.interactionId === 0) continue;
      const known = window.__interactions.get(entry.interactionId);
      if (known !== undefined && known.duration >= entry.duration) continue;
      window.__interactions.set(entry.interactionId, {
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: "event", durationThreshold: threshold, buffered: true } as EventObserverInit);
}

/** The enabled values of each option group, as radio inputs, interleaved group by group. */
async function clickTargets(page: Page): Promise<string[]> {
  return page.locator(".vt-option").evaluateAll((groups) => {
    const perGroup = groups.map((group) =>
      [...group.querySelectorAll<HTMLInputElement>("input[type=radio]")].map(
        (input) => `input[name="${input.name}"][value="${input.value}"]`,
      ),
    );
    const longest = Math.max(...perGroup.map((values) => values.length));
    const targets: string[] = [];
    for (let index = 1; index < longest; index++) {
      for (const values of perGroup) {
        const value = values[index % values.length];
        if (value !== undefined) targets.push(value);
      }
    }
    return targets;
  });
}

/** One click's timing; at most the threshold when the browser reported none. */
async function timedClick(page: Page, selector: string): Promise<ClickTiming> {
  const before = await page.evaluate(() => [...window.__interactions.keys()]);
  // The label is what a shopper clicks; the radio inside may be visually hidden.
  await page.locator(selector).locator("xpath=ancestor::label").click();
  // The entry is queued after the next paint; two frames and a pause let it arrive.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
      ),
  );
  const timings = await page.evaluate(
    (known) =>
      [...window.__interactions.entries()]
        .filter(([id]) => !known.includes(id))
        .map(([, timing]) => timing),
    before,
  );
  const fast = { duration: DURATION_THRESHOLD, inputDelay: 0, processing: 0, presentation: 0 };
  return timings.reduce(
    (longest, timing) => (timing.duration > longest.duration ? timing : longest),
    fast,
  );
}

async function measureLoad(browser: Browser, url: string): Promise<ClickTiming[]> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await page.locator(".vt-option input[type=radio]").first().waitFor({ state: "attached" });
    await page.evaluate(recordInteractions, DURATION_THRESHOLD);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const timings: ClickTiming[] = [];
    for (const selector of (await clickTargets(page)).slice(0, CLICKS_PER_LOAD)) {
      const enabled = await page.locator(selector).isEnabled();
      if (enabled) timings.push(await timedClick(page, selector));
    }
    return timings;
  } finally {
    await page.close();
  }
}

const stack = await demoStack(process.argv[2]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
try {
  const firsts: ClickTiming[] = [];
  const rest: ClickTiming[] = [];
  console.log(
    `Variant click to next paint, ${CPU_SLOWDOWN}× CPU slowdown, ${stack.origin}${PRODUCT_PATH}`,
  );
  for (let load = 1; load <= LOADS; load++) {
    const [first, ...others] = await measureLoad(browser, `${stack.origin}${PRODUCT_PATH}`);
    if (first === undefined) throw new Error("no variant value could be clicked");
    firsts.push(first);
    rest.push(...others);
    const durations = [first, ...others].map((timing) => Math.round(timing.duration));
    console.log(`  load ${load}: ${durations.join(", ")} ms`);
  }
  const summary = (timings: ClickTiming[]) => {
    const median = (phase: keyof ClickTiming) =>
      Math.round(
        percentile(
          timings.map((timing) => timing[phase]),
          50,
        ),
      );
    const durations = timings.map((timing) => timing.duration);
    return [
      `median ${median("duration")} ms, p75 ${percentile(durations, 75)} ms, max ${Math.max(...durations)} ms`,
      `    (median phases: input delay ${median("inputDelay")}, processing ${median("processing")}, presentation ${median("presentation")} ms)`,
    ].join("\n");
  };
  console.log(`first click of a load: ${summary(firsts)}`);
  console.log(`later clicks (${rest.length}): ${summary(rest)}`);
  console.log(
    `(${DURATION_THRESHOLD} ms stands for "at most ${DURATION_THRESHOLD} ms": Event Timing reports nothing shorter)`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
