import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ANALYTICS_CONSENT_COOKIE } from "@vitrine/contract";
import { createMemoryCookieJar, readAnalyticsConsent } from "@vitrine/sdk";
import { describe, expect, it } from "vitest";

/** The page's inline script that marks a visitor who answered the consent question. */
const markScript = (() => {
  const html = readFileSync(join(import.meta.dirname, "../../index.html"), "utf8");
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .find((body) => body.includes("vt-consent-answered"));
  if (script === undefined) throw new Error("index.html has no consent mark");
  return new Function("document", script) as (doc: unknown) => void;
})();

/** Whether the script marks a page whose cookies are `cookie`. */
function marked(cookie: string): boolean {
  const classes: string[] = [];
  markScript({
    cookie,
    documentElement: { classList: { add: (name: string) => classes.push(name) } },
  });
  return classes.includes("vt-consent-answered");
}

describe("the page's consent mark (index.html), before the app knows the answer", () => {
  it.each([
    [`${ANALYTICS_CONSENT_COOKIE}=granted`],
    [`${ANALYTICS_CONSENT_COOKIE}=denied`],
    [`other=1; ${ANALYTICS_CONSENT_COOKIE}=granted; more=2`],
    [`${ANALYTICS_CONSENT_COOKIE}=maybe`],
    [`x${ANALYTICS_CONSENT_COOKIE}=granted`],
    [`${ANALYTICS_CONSENT_COOKIE}=grantedly`],
    [""],
  ])("marks %j exactly when the storefront reads an answer from it", (cookie) => {
    const answered = readAnalyticsConsent(createMemoryCookieJar(cookie)) !== "unknown";
    expect(marked(cookie)).toBe(answered);
  });
});
