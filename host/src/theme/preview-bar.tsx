import { problemLocation, THEMES_API_PATH } from "@vitrine/contract";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { type DevServerStatusStore, devServerStatus } from "./dev-server-status";
import "./preview-bar.css";

/** Ends the preview: the shop API clears the cookie and sends the browser home. */
export const PREVIEW_STOP_PATH = `${THEMES_API_PATH}/preview/stop`;

/**
 * The creator's reminder that this browser shows the theme on their computer, not the live one,
 * with the way out. The host draws it (above every page, like the admin bar), so a theme under
 * development cannot hide or restyle it by accident. It says when the dev server has stopped (the
 * page then shows the live theme's look), and lays the last build's problems over the page, each
 * at its file:line:column, until a good build clears them or the creator dismisses them.
 */
export function PreviewBar({
  handle,
  status = devServerStatus,
}: {
  handle: string;
  status?: DevServerStatusStore;
}) {
  const { t } = useTranslation();
  const { reachable, problems } = useSyncExternalStore(status.subscribe, status.get, status.get);
  // The list the creator closed: a new build's list is another array, so it shows again.
  const [dismissed, setDismissed] = useState<readonly unknown[] | null>(null);
  return (
    <>
      <aside
        className="vt-preview-bar"
        data-stopped={reachable ? undefined : ""}
        aria-label={t("host.preview.label")}
      >
        <output>
          {reachable
            ? t("host.preview.previewing", { handle })
            : t("host.preview.stopped", { handle })}
        </output>
        {" · "}
        <a href={PREVIEW_STOP_PATH}>{t("host.preview.exit")}</a>
      </aside>
      {problems.length > 0 && dismissed !== problems ? (
        <section
          className="vt-dev-overlay"
          role="alertdialog"
          aria-labelledby="vt-dev-overlay-title"
        >
          <h2 id="vt-dev-overlay-title">
            {t("host.preview.problems", { count: problems.length })}
          </h2>
          <p>{t("host.preview.problemsHint")}</p>
          <ol>
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a build's list, replaced whole
              <li key={index}>
                <code>{problemLocation(problem) ?? problem.rule}</code>
                <span className="vt-dev-overlay__rule">{problem.rule}</span>
                <pre>{problem.message}</pre>
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => setDismissed(problems)}>
            {t("host.preview.dismiss")}
          </button>
        </section>
      ) : null}
    </>
  );
}
