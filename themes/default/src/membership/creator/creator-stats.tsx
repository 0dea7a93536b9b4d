import { useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import { ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/**
 * A day of the figures as the table heads its row, in the shop's language; the figures are UTC
 * days, so the date is read in UTC too.
 * @example statsDayLabel("2026-11-24", "en") // "Tue, Nov 24"
 */
export function statsDayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The creator's figures of the last 7 days: one row a day, oldest first. */
export function CreatorStats() {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const locale = useShop().state.shop?.locale ?? "en";
  const stats = useResource((signal) => api.analytics.stats({ signal }), []);
  return (
    <section className="vt-section" aria-labelledby="vt-creator-stats">
      <h2 id="vt-creator-stats">{t("membership.profile.stats.title")}</h2>
      <ResourceView resource={stats}>
        {({ days }) => (
          <table className="vt-stats">
            <caption>{t("membership.profile.stats.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("membership.profile.stats.day")}</th>
                <th scope="col">{t("membership.profile.stats.pageViews")}</th>
                <th scope="col">{t("membership.profile.stats.addToCarts")}</th>
                <th scope="col">{t("membership.profile.stats.purchases")}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{statsDayLabel(day.date, locale)}</time>
                  </th>
                  <td>{day.pageViews}</td>
                  <td>{day.addToCarts}</td>
                  <td>{day.purchases}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ResourceView>
    </section>
  );
}
