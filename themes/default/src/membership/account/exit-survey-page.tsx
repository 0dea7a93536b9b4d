import type { ExitSurveyPayload } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import { Button, FormField, FormMessage, useFormAction } from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../components/use-user";

const REASONS: ExitSurveyPayload["reason"][] = [
  "TOO_EXPENSIVE",
  "NOT_ENOUGH_CONTENT",
  "TECHNICAL_ISSUES",
  "OTHER",
];

/**
 * The `member-exit-survey` page: after cancelling, why (or skip).
 * Either way the survey is marked done so the guard lets it be, and the member goes to the posts.
 */
export function ExitSurveyPage({ params }: PageProps<"member-exit-survey">) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const { setUser } = useAuth();
  const user = useUser();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [reason, setReason] = useState<ExitSurveyPayload["reason"]>();
  const [comment, setComment] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const subscriptionId = params.subscriptionId;

  function finish() {
    if (user?.type === "MEMBER" && user.subscription !== null) {
      setUser({ ...user, subscription: { ...user.subscription, exitSurveyed: true } });
    }
    navigate(routePath("membership-posts"));
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason === undefined) {
      setReasonError(t("membership.exitSurvey.chooseReason"));
      action.reset();
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus(),
      );
      return;
    }
    setReasonError(undefined);
    void action.run(async () => {
      await api.membership.exitSurvey({ subscriptionId, reason, comment: comment.trim() });
      finish();
    }, t("membership.form.failed"));
  }
  function skip() {
    void action.run(async () => {
      await api.membership.skipExitSurvey(subscriptionId);
      finish();
    }, t("membership.form.failed"));
  }
  return (
    <section className="vt-auth">
      <h1>{t("membership.exitSurvey.title")}</h1>
      <p>{t("membership.exitSurvey.intro")}</p>
      <form ref={form} className="vt-form" onSubmit={submit} noValidate>
        <fieldset
          className="vt-fieldset"
          aria-describedby={reasonError === undefined ? undefined : "vt-exit-reason-error"}
          aria-invalid={reasonError === undefined ? undefined : true}
        >
          <legend>{t("membership.exitSurvey.reason")}</legend>
          {REASONS.map((value) => (
            <label key={value} className="vt-choice">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(`membership.exitSurvey.reasons.${value}`)}
            </label>
          ))}
          {reasonError === undefined ? null : (
            <p id="vt-exit-reason-error" className="vt-form-field__error">
              {reasonError}
            </p>
          )}
        </fieldset>
        <FormField
          label={t("membership.exitSurvey.comment")}
          name="comment"
          multiline
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <FormMessage action={action} />
        <div className="vt-actions">
          <Button type="submit" busy={action.busy}>
            {t("membership.exitSurvey.submit")}
          </Button>
          <Button variant="secondary" onClick={skip}>
            {t("membership.exitSurvey.skip")}
          </Button>
        </div>
      </form>
    </section>
  );
}
