import { useTranslation } from "react-i18next";
import type { Problem } from "./editor-state";

/**
 * A failed write, said: a conflict with "Load the latest" (the edits stay until then), any other
 * failure with the server's message, its field-by-field issues and, when the same write could
 * succeed, Retry.
 */
export function ProblemAlert({
  problem,
  busy,
  onLoadLatest,
  onRetry,
}: {
  problem: Problem;
  busy: boolean;
  onLoadLatest: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const title = <strong>{t(`customizer.failed.${problem.write}`)}</strong>;
  if (problem.kind === "conflict") {
    return (
      <div role="alert" className="vc-alert vc-alert--bar">
        <p>
          {title} {problem.message} {t("customizer.problem.conflict")}
        </p>
        <button type="button" onClick={onLoadLatest} disabled={busy}>
          {t("customizer.problem.loadLatest")}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="vc-alert vc-alert--bar">
      <p>
        {title} {problem.message}
      </p>
      {problem.issues.length > 0 ? (
        <ul>
          {problem.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      {problem.retryable ? (
        <button type="button" onClick={onRetry} disabled={busy}>
          {t("customizer.retry")}
        </button>
      ) : null}
    </div>
  );
}
