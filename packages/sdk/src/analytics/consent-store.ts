import { proxy } from "valtio/vanilla";
import type { CookieJar } from "../cookies/cookie-jar";
import {
  type AnalyticsConsent,
  readAnalyticsConsent,
  writeAnalyticsConsent,
} from "./analytics-consent";

export interface ConsentState {
  consent: AnalyticsConsent;
  /** The shop's setting: nothing is recorded before the visitor accepts. */
  consentRequired: boolean;
}

export interface ConsentStore {
  state: ConsentState;
  /** The visitor accepts: stored in the consent cookie, events are recorded from now on. */
  grant(): void;
  /** The visitor declines: stored too, so the banner does not ask again. */
  deny(): void;
}

/**
 * The visitor's analytics consent, read from the consent cookie at start and written back when
 * they answer the banner.
 *
 * @example
 * const consent = createConsentStore({ cookies, consentRequired: true });
 * consent.state.consent // "unknown"
 * consent.grant();      // cookie vitrine_analytics_consent=granted
 */
export function createConsentStore({
  cookies,
  consentRequired,
}: {
  cookies: CookieJar;
  consentRequired: boolean;
}): ConsentStore {
  const state = proxy<ConsentState>({ consent: readAnalyticsConsent(cookies), consentRequired });
  const answer = (value: "granted" | "denied") => {
    writeAnalyticsConsent(cookies, value);
    state.consent = value;
  };
  return {
    state,
    grant: () => answer("granted"),
    deny: () => answer("denied"),
  };
}
