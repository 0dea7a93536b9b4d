import { ANALYTICS_CONSENT_ANSWERS, ANALYTICS_CONSENT_COOKIE } from "@vitrine/contract";
import type { CookieAttributes, CookieJar } from "../cookies/cookie-jar";

type ConsentAnswer = (typeof ANALYTICS_CONSENT_ANSWERS)[number];
/** The visitor's answer to the consent banner; `unknown` until they answer. */
export type AnalyticsConsent = ConsentAnswer | "unknown";

const SIX_MONTHS_IN_SECONDS = 182 * 24 * 60 * 60;

/** The answer is kept six months on the whole site, then the banner asks again. */
export const ANALYTICS_CONSENT_COOKIE_ATTRIBUTES: CookieAttributes = Object.freeze({
  maxAge: SIX_MONTHS_IN_SECONDS,
  path: "/",
  sameSite: "lax",
});

/**
 * The stored answer; anything but `granted` or `denied` in the cookie reads as no answer.
 * @example readAnalyticsConsent(createMemoryCookieJar()) // "unknown"
 */
export function readAnalyticsConsent(jar: CookieJar): AnalyticsConsent {
  const value = jar.get(ANALYTICS_CONSENT_COOKIE);
  return ANALYTICS_CONSENT_ANSWERS.find((answer) => answer === value) ?? "unknown";
}

export function writeAnalyticsConsent(jar: CookieJar, answer: ConsentAnswer): void {
  jar.set(ANALYTICS_CONSENT_COOKIE, answer, ANALYTICS_CONSENT_COOKIE_ATTRIBUTES);
}

/**
 * Whether events may be recorded: with the visitor's yes, or on a shop that does not require
 * consent unless the visitor said no (an answer given once is kept even if the shop changes).
 *
 * @example
 * mayRecord("unknown", { consentRequired: true })  // false
 * mayRecord("unknown", { consentRequired: false }) // true
 * mayRecord("denied", { consentRequired: false })  // false
 */
export function mayRecord(
  consent: AnalyticsConsent,
  { consentRequired }: { consentRequired: boolean },
): boolean {
  return consent === "granted" || (consent === "unknown" && !consentRequired);
}

/**
 * Whether the theme should ask: the shop requires consent and the visitor has not answered.
 * @example needsConsentAnswer("unknown", { consentRequired: true }) // true
 */
export function needsConsentAnswer(
  consent: AnalyticsConsent,
  { consentRequired }: { consentRequired: boolean },
): boolean {
  return consentRequired && consent === "unknown";
}
