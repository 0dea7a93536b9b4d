import type { ThemeSettings, ThemeSettingsSchedule } from "@vitrine/contract";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "./format-time";
import { messageOf, useRemoteLoad } from "./remote-load";
import { Field } from "./setting-control";
import type { SettingsService } from "./settings-service";

/**
 * The instant a `datetime-local` value names in the owner's own time zone, or null when it names
 * none. What is sent is this instant, in UTC.
 *
 * @example
 * // In Paris (UTC+1 in winter):
 * localInputInstant("2026-12-01T18:00") // → Date 2026-12-01T17:00:00.000Z
 * localInputInstant("") // → null
 */
export function localInputInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The publishes scheduled, beside the versions: the owner picks a date and time (theirs) for the
 * settings on screen to go live, sees every pending one and the latest done (published as which
 * version, or failed and why), and cancels a pending one. Only the live theme's settings can be
 * scheduled, as only its draft can be saved. Nothing on screen changes when one is made: it goes
 * live on the server at its time, whoever is looking.
 */
export function SchedulePanel({
  service,
  settings,
  revision,
  live,
  busy,
}: {
  service: SettingsService;
  /** What is scheduled: the settings on screen (the draft, with any unsaved edits). */
  settings: ThemeSettings;
  revision: number;
  live: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [load, reload] = useRemoteLoad(
    useCallback(() => service.schedules(), [service]),
    t,
  );
  const [list, setList] = useState<ThemeSettingsSchedule[] | undefined>();
  const [at, setAt] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (load.status === "ready") setList(load.value);
  }, [load]);

  const send = async (call: () => Promise<ThemeSettingsSchedule[]>) => {
    setSending(true);
    setFailure(undefined);
    try {
      setList(await call());
      return true;
    } catch (error) {
      setFailure(messageOf(t, error));
      return false;
    } finally {
      setSending(false);
    }
  };
  const schedule = async (event: FormEvent) => {
    event.preventDefault();
    const instant = localInputInstant(at);
    if (instant === null || instant.getTime() <= Date.now()) {
      setFailure(t("customizer.schedule.future"));
      return;
    }
    const publishAt = instant.toISOString();
    if (await send(() => service.schedule({ settings, baseRevision: revision, publishAt }))) {
      setAt("");
    }
  };
  const disabled = busy || sending || !live;

  return (
    <section className="vc-versions vc-schedules" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("customizer.schedule.heading")}</h2>
      <form onSubmit={(event) => void schedule(event)}>
        <Field
          label={t("customizer.schedule.at")}
          info={live ? t("customizer.schedule.hint") : t("customizer.schedule.liveOnly")}
          wide
        >
          {(id, describedBy) => (
            <input
              id={id}
              type="datetime-local"
              step={1}
              value={at}
              disabled={disabled}
              aria-describedby={describedBy}
              onChange={(event) => setAt(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" disabled={disabled || at === ""}>
          {t("customizer.schedule.submit")}
        </button>
      </form>
      {failure === undefined ? null : (
        <p role="alert" className="vc-alert">
          {failure}
        </p>
      )}
      {load.status === "error" && list === undefined ? (
        <div role="alert" className="vc-alert">
          <p>{t("customizer.schedule.failed", { message: load.message })}</p>
          <button type="button" onClick={() => void reload()}>
            {t("customizer.schedule.retry")}
          </button>
        </div>
      ) : null}
      {list === undefined || list.length === 0 ? (
        load.status === "ready" ? (
          <p>{t("customizer.schedule.none")}</p>
        ) : null
      ) : (
        <ol className="vc-versions__list" aria-label={t("customizer.schedule.listLabel")}>
          {list.map((item) => (
            <li key={item.id} className="vc-version">
              <p className="vc-version__title">
                <time dateTime={item.publishAt}>{formatDateTime(item.publishAt)}</time>
              </p>
              <p className="vc-version__meta">{stateText(t, item)}</p>
              {item.state === "pending" ? (
                <button
                  type="button"
                  disabled={busy || sending}
                  aria-label={t("customizer.schedule.cancel", {
                    time: formatDateTime(item.publishAt),
                  })}
                  onClick={() => void send(() => service.cancelSchedule(item.id))}
                >
                  {t("customizer.schedule.cancelShort")}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <button type="button" disabled={sending} onClick={() => void reload()}>
        {t("customizer.schedule.refresh")}
      </button>
    </section>
  );
}

function stateText(t: ReturnType<typeof useTranslation>["t"], item: ThemeSettingsSchedule): string {
  if (item.state === "published") {
    return t("customizer.schedule.published", { version: item.publishedVersion });
  }
  if (item.state === "failed") return t("customizer.schedule.failedOne", { reason: item.failure });
  return t("customizer.schedule.pending", { email: item.createdBy.email });
}
