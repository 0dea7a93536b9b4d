import { ANALYTICS_CONSENT_COOKIE } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import {
  mayRecord,
  needsConsentAnswer,
  readAnalyticsConsent,
  writeAnalyticsConsent,
} from "./analytics-consent";
import { createConsentStore } from "./consent-store";

describe("analytics consent", () => {
  it("on a shop that requires consent, only a yes lets events through", () => {
    const required = { consentRequired: true };
    expect(mayRecord("unknown", required)).toBe(false);
    expect(mayRecord("denied", required)).toBe(false);
    expect(mayRecord("granted", required)).toBe(true);
  });

  it("on a shop that does not require it, events go through unless the visitor said no", () => {
    const optional = { consentRequired: false };
    expect(mayRecord("unknown", optional)).toBe(true);
    expect(mayRecord("granted", optional)).toBe(true);
    expect(mayRecord("denied", optional)).toBe(false);
  });

  it("the banner asks only on a consent-required shop, until the visitor answers", () => {
    expect(needsConsentAnswer("unknown", { consentRequired: true })).toBe(true);
    expect(needsConsentAnswer("denied", { consentRequired: true })).toBe(false);
    expect(needsConsentAnswer("granted", { consentRequired: true })).toBe(false);
    expect(needsConsentAnswer("unknown", { consentRequired: false })).toBe(false);
  });

  it("the answer lives in the consent cookie; any other value reads as no answer", () => {
    const jar = createMemoryCookieJar();
    expect(readAnalyticsConsent(jar)).toBe("unknown");
    writeAnalyticsConsent(jar, "denied");
    expect(jar.get(ANALYTICS_CONSENT_COOKIE)).toBe("denied");
    expect(readAnalyticsConsent(jar)).toBe("denied");
    jar.set(ANALYTICS_CONSENT_COOKIE, "maybe");
    expect(readAnalyticsConsent(jar)).toBe("unknown");
  });

  it("the store starts from the cookie and writes the visitor's answer back", () => {
    const jar = createMemoryCookieJar();
    jar.set(ANALYTICS_CONSENT_COOKIE, "denied");
    const store = createConsentStore({ cookies: jar, consentRequired: true });
    expect(store.state).toEqual({ consent: "denied", consentRequired: true });
    store.grant();
    expect(store.state.consent).toBe("granted");
    expect(readAnalyticsConsent(jar)).toBe("granted");
  });
});
