import { pendingExitSurvey, routePath } from "@vitrine/sdk";
import { Link } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { useUser } from "./use-user";

/**
 * Tells a member who cancelled that the exit survey is waiting, with the link to it: the survey is
 * offered right after cancelling, and a member who left that page had no other way back to it.
 */
export function PendingExitSurvey() {
  const { t } = useTranslation();
  const subscription = pendingExitSurvey(useUser());
  if (subscription === null) return null;
  return (
    <p className="vt-form-message">
      {t("membership.exitSurvey.pending")}{" "}
      <Link href={routePath("member-exit-survey", { subscriptionId: subscription.id })}>
        {t("membership.exitSurvey.take")}
      </Link>
    </p>
  );
}
