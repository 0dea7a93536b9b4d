import type { ThemeSettingsVersion } from "@vitrine/contract";
import { formatDateTime } from "./format-time";

export type VersionsLoad =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; versions: ThemeSettingsVersion[] };

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
  return (
    <section className="vc-versions" aria-labelledby="vc-versions-heading">
      <h2 id="vc-versions-heading">Versions</h2>
      {load.status === "loading" ? <p>Loading versions…</p> : null}
      {load.status === "error" ? (
        <div role="alert" className="vc-alert">
          <p>Could not load the versions: {load.message}</p>
          <button type="button" onClick={onRetry}>
            Retry loading versions
          </button>
        </div>
      ) : null}
      {load.status === "ready" && load.versions.length === 0 ? <p>No version yet.</p> : null}
      {load.status === "ready" && load.versions.length > 0 ? (
        <ol className="vc-versions__list">
          {load.versions.map((version) => (
            <li key={version.version} className="vc-version">
              <p className="vc-version__title">
                Version {version.version}
                {version.live ? <strong className="vc-version__live"> Live</strong> : null}
              </p>
              <p className="vc-version__meta">
                {version.publishedBy ? version.publishedBy.email : "Shop's first settings"}
                {version.publishedAt ? (
                  <>
                    {", "}
                    <time dateTime={version.publishedAt}>
                      {formatDateTime(version.publishedAt)}
                    </time>
                  </>
                ) : null}
                {version.restoredFrom !== null
                  ? `, restored from version ${version.restoredFrom}`
                  : null}
              </p>
              {version.live ? null : (
                <button type="button" disabled={busy} onClick={() => onRestore(version.version)}>
                  Restore version {version.version}
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
