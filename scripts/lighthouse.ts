/**
 * `pnpm lighthouse [origin]`: Lighthouse 12 with its mobile defaults, in Debian's Chromium, on the
 * demo shop's home, a collection and a product; prints the four category scores per page and,
 * for a page below the aim (performance ≥ 90, the others 100), what costs it the most.
 *
 * Without `origin` it starts the stack as `pnpm start` does (free port, fresh data folder, first
 * start seeds) and stops it afterwards; with one (`http://demo.localhost:3000`) it measures that.
 *
 * Environment: CHROMIUM_PATH (/usr/bin/chromium).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROME_FLAGS, CHROMIUM_PATH, demoStack } from "./demo-stack";

const PAGES = [
  ["home", "/"],
  ["collection", "/collections/apparel"],
  ["product", "/products/night-owl-hoodie"],
] as const;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** The release's aim per category, as a 0–100 score. */
const AIM: Record<Category, number> = {
  performance: 90,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/**
 * A report's category scores on 0–100 (`null` when Lighthouse could not score one).
 *
 * @example
 * categoryScores(lhr) // { performance: 93, accessibility: 100, "best-practices": 100, seo: 100 }
 */
export function categoryScores(lhr: Result): Record<Category, number | null> {
  const scores = {} as Record<Category, number | null>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  return scores;
}

/** An audit's estimated saving, all metrics summed (ms for timings, unitless for CLS). */
function savingsOf(audit: Result["audits"][string] | undefined): number {
  let total = 0;
  for (const value of Object.values(audit?.metricSavings ?? {})) total += value ?? 0;
  return total;
}

/**
 * What to fix first in a category: its failing audits (score below 0.9) other than the
 * performance metrics themselves, the largest estimated saving first, then the heaviest in the
 * category's score, each as "title (display value)".
 *
 * @example
 * shortfalls(lhr, "performance", 2)
 * // ["Reduce unused JavaScript (Est savings of 60 KiB)", "Eliminate render-blocking resources (Est savings of 300 ms)"]
 */
export function shortfalls(lhr: Result, category: Category, limit: number): string[] {
  const failing = (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    // Lighthouse 12 scores opportunities as "metricSavings".
    const scored = ["binary", "numeric", "metricSavings"].includes(audit?.scoreDisplayMode ?? "");
    return audit && ref.group !== "metrics" && scored && (audit.score ?? 1) < 0.9
      ? [{ weight: ref.weight, savings: savingsOf(audit), audit }]
      : [];
  });
  return failing
    .sort((a, b) => b.savings - a.savings || b.weight - a.weight)
    .slice(0, limit)
    .map(({ audit }) =>
      audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title,
    );
}

/**
 * The performance metrics below a good score, with their values.
 *
 * @example
 * slowMetrics(lhr) // "Largest Contentful Paint 3.6 s, Speed Index 4.3 s"
 */
export function slowMetrics(lhr: Result): string {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group === "metrics" && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => `${lhr.audits[ref.id]?.title} ${lhr.audits[ref.id]?.displayValue ?? ""}`.trim())
    .join(", ");
}

const stack = await demoStack(process.argv[2]);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});
let belowAim = false;
try {
  console.log(`Lighthouse (mobile defaults) on ${stack.origin}\n`);
  console.log(["page".padEnd(12), ...CATEGORIES.map((category) => category.padStart(15))].join(""));
  const notes: string[] = [];
  for (const [name, path] of PAGES) {
    const result = await lighthouse(`${stack.origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
    const scores = categoryScores(result.lhr);
    console.log(
      [
        name.padEnd(12),
        ...CATEGORIES.map((category) => String(scores[category] ?? "–").padStart(15)),
      ].join(""),
    );
    for (const category of CATEGORIES) {
      if ((scores[category] ?? 0) >= AIM[category]) continue;
      belowAim = true;
      notes.push(`${name} ${path}, ${category} ${scores[category] ?? "–"} (aim ${AIM[category]}):`);
      if (category === "performance") notes.push(`  slow: ${slowMetrics(result.lhr)}`);
      for (const item of shortfalls(result.lhr, category, 5)) notes.push(`  - ${item}`);
    }
  }
  if (notes.length > 0) console.log(`\nBelow the aim\n${notes.join("\n")}`);
} finally {
  chrome.kill();
  await stack.stop();
}
process.exitCode = belowAim ? 1 : 0;
