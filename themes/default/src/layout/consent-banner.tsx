import { needsConsentAnswer } from "@vitrine/sdk";
import { useAnalyticsConsent } from "@vitrine/sdk/react";
import { Button, useSchemeStyle } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { useHydrated } from "./use-hydrated";

/**
 * Asks the visitor whether the shop may record analytics, on shops that require their consent,
 * until they answer (kept in the consent cookie). It sits in the page's flow above the header
 * rather than floating over it, so it never hides a button the visitor came for. A shared page is
 * rendered for no one, so until it has hydrated the banner is there for everyone, and the page's
 * own mark (`.vt-consent-answered`, set before the first paint) hides it from who answered.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { state, grant, deny } = useAnalyticsConsent();
  const style = useSchemeStyle(1);
  const consent = useHydrated() ? state.consent : "unknown";
  if (!needsConsentAnswer(consent, state)) return null;
  return (
    <section className="vt-consent vt-scheme" style={style} aria-label={t("layout.consent.label")}>
      <div className="vt-page-width vt-consent__inner">
        <p>{t("layout.consent.message")}</p>
        <div className="vt-consent__actions">
          <Button variant="secondary" onClick={deny}>
            {t("layout.consent.decline")}
          </Button>
          <Button onClick={grant}>{t("layout.consent.accept")}</Button>
        </div>
      </div>
    </section>
  );
}
