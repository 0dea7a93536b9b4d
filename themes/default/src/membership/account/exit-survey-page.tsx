import { EXIT_SURVEY_COMMENT_MAX_LENGTH, rules } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { FormField, FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { useUser } from "../components/use-user";

const REASONS = ["TOO_EXPENSIVE", "NOT_ENOUGH_CONTENT", "TECHNICAL_ISSUES", "OTHER"] as const;

const exitSurvey = z.object({
  reason: z.enum(REASONS),
  comment: rules.text(EXIT_SURVEY_COMMENT_MAX_LENGTH),
});

/**
 * The `member-exit-survey` page: after cancelling, why (or skip).
 * Either way the survey is marked done so the guard lets it be, and the member goes to the posts.
 */
export function ExitSurveyPage({ params }: PageProps<"member-exit-survey">) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const { setUser } = useAuth();
  const user = useUser();
  const form = useSchemaForm(exitSurvey, { defaultValues: { comment: "" } });
  const { action } = form;
  const reasonError = form.error("reason", t("membership.exitSurvey.chooseReason"));
  const subscriptionId = params.subscriptionId;

  function finish() {
    if (user?.type === "MEMBER" && user.subscription !== null) {
      setUser({ ...user, subscription: { ...user.subscription, exitSurveyed: true } });
    }
    navigate(routePath("membership-posts"));
  }
  const submit = form.onSubmit(async (values) => {
    await api.membership.exitSurvey({ subscriptionId, ...values });
    finish();
  }, t("membership.form.failed"));
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
      <form className="vt-form" onSubmit={submit} noValidate>
        <fieldset
          className="vt-fieldset"
          aria-describedby={reasonError === undefined ? undefined : "vt-exit-reason-error"}
          aria-invalid={reasonError === undefined ? undefined : true}
        >
          <legend>{t("membership.exitSurvey.reason")}</legend>
          {REASONS.map((value) => (
            <label key={value} className="vt-choice">
              <input type="radio" value={value} {...form.form.register("reason")} />
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
          multiline
          maxLength={EXIT_SURVEY_COMMENT_MAX_LENGTH}
          {...form.field("comment", t("membership.exitSurvey.comment"))}
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
