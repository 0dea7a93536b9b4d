import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 levels A and AA: what every page of a journey must pass. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Axe's violations on the current page as one line per failing node, so a report names the rule,
 * the element and the page.
 *
 * @example
 * await axeViolations(page)
 * // ["color-contrast on .vt-price (http://demo.localhost:41234/products/trail-runner): Fix …"]
 * await axeViolations(page, ".Toastify") // the toasts alone
 */
export async function axeViolations(page: Page, only?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  // Toasts come and go on a timer: one caught fading out blends into the page and reads as low
  // contrast whatever its colours. toasts.spec.ts checks a toast at rest (`only` ".Toastify").
  const results = await (only === undefined
    ? builder.exclude(".Toastify")
    : builder.include(only)
  ).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} on ${node.target.join(" ")} (${page.url()}): ${node.failureSummary ?? violation.help}`,
    ),
  );
}

interface JourneyFixtures {
  /**
   * Runs axe on the page as it is now (call it once the page's content is on screen). A
   * violation fails the test but lets the journey go on, so one run reports every page.
   */
  checkA11y: () => Promise<void>;
}

export const test = base.extend<JourneyFixtures>({
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const violations = await test.step(`axe: ${new URL(page.url()).pathname}`, () =>
        axeViolations(page));
      expect.soft(violations, `accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
});

export { expect };
