import type { ThemeSettingsVersion } from "@vitrine/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "./format-time";
import type { Load } from "./remote-load";

export type VersionsLoad = Load<ThemeSettingsVersion[]>;

/**
 * The published versions, newest first: number, who published it and when, the live one marked
 * in words; every other one can be restored (published again), which the page confirms first.
 */
export function VersionsList({
  load,
  busy,
  onRestore,
  onRetry,
}: {
  load: VersionsLoad;
  busy: boolean;
  onRestore: (version: number) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="vc-versions" aria-labelledby="vc-versions-heading">
      <h2 id="vc-versions-heading">{t("customizer.versions.heading")}</h2>
      {load.status === "loading" ? <p>{t("customizer.versions.loading")}</p> : null}
      {load.status === "error" ? (
        <div role="alert" className="vc-alert">
          <p>{t("customizer.versions.failed", { message: load.message })}</p>
          <button type="button" onClick={onRetry}>
            {t("customizer.versions.retry")}
          </button>
        </div>
      ) : null}
      {load.status === "ready" && load.value.length === 0 ? (
        <p>{t("customizer.versions.none")}</p>
      ) : null}
      {load.status === "ready" && load.value.length > 0 ? (
        <ol className="vc-versions__list">
          {load.value.map((version) => (
            <li key={version.version} className="vc-version">
              <p className="vc-version__title">
                {t("customizer.versions.title", { version: version.version })}
                {version.live ? (
                  <strong className="vc-version__live"> {t("customizer.versions.live")}</strong>
                ) : null}
              </p>
              <p className="vc-version__meta">
                {version.publishedBy
                  ? version.publishedBy.email
                  : t("customizer.versions.firstSettings")}
                {version.publishedAt ? (
                  <>
                    {", "}
                    <time dateTime={version.publishedAt}>
                      {formatDateTime(version.publishedAt)}
                    </time>
                  </>
                ) : null}
                {version.restoredFrom !== null
                  ? t("customizer.versions.restoredFrom", { version: version.restoredFrom })
                  : null}
              </p>
              {version.live ? null : (
                <button type="button" disabled={busy} onClick={() => onRestore(version.version)}>
                  {t("customizer.versions.restore", { version: version.version })}
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
