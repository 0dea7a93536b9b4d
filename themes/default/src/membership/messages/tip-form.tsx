import { MAX_TIP_AMOUNT, MIN_TIP_AMOUNT, rules, TIP_MESSAGE_MAX_LENGTH } from "@vitrine/contract";
import { useNotify, useStorefront } from "@vitrine/sdk/react";
import { Button, useMoney, useUnsavedChanges } from "@vitrine/theme-kit";
import { FormField, FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { parseTipAmount } from "./tip-amount";

/** The tip as typed: the amount in minor units within the platform's limits, and a short note. */
const tipForm = z.object({
  tipAmount: z.pipe(
    z.string(),
    z.transform((typed, context) => {
      const parsed = parseTipAmount(typed);
      if (parsed.ok) return parsed.amount;
      // The reason names the sentence: membership.tips.invalid, tooSmall or tooLarge.
      context.issues.push({ code: "custom", message: parsed.reason, input: typed });
      return z.NEVER;
    }),
  ),
  tipNote: rules.text(TIP_MESSAGE_MAX_LENGTH),
});

/**
 * A tip to the creator of the conversation, charged to the member's saved card: the amount is
 * checked against the platform's limits as typed, the member confirms the sum before it is
 * charged, and a toast thanks them once it is sent.
 */
export function TipForm({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const notify = useNotify();
  const money = useMoney();
  const unsaved = useUnsavedChanges();
  const form = useSchemaForm(tipForm, { defaultValues: { tipAmount: "", tipNote: "" } });
  const { action } = form;
  const [confirming, setConfirming] = useState<{ amount: number; note: string }>();
  const limits = { min: money(MIN_TIP_AMOUNT), max: money(MAX_TIP_AMOUNT) };

  const review = form.onSubmit(async ({ tipAmount, tipNote }) => {
    setConfirming({ amount: tipAmount, note: tipNote });
  }, t("membership.tips.failed"));

  function send({ amount, note }: { amount: number; note: string }) {
    void action.run(async () => {
      await api.order.sendTip({ amount, message: note, creatorId });
      unsaved.saved();
      setConfirming(undefined);
      form.form.reset();
      void notify(
        t("membership.tips.sent", { amount: money(amount), name: creatorName }),
        "success",
      );
    }, t("membership.tips.failed"));
  }

  return (
    <form
      className="vt-form vt-tip-form"
      aria-labelledby="vt-tip-title"
      onChange={() => {
        unsaved.onChange();
        setConfirming(undefined);
      }}
      onSubmit={review}
      noValidate
    >
      <h3 id="vt-tip-title">{t("membership.tips.title", { name: creatorName })}</h3>
      <FormField
        inputMode="decimal"
        autoComplete="off"
        hint={t("membership.tips.limits", limits)}
        {...form.field("tipAmount", t("membership.tips.amount"), (issue) =>
          t(`membership.tips.${issue.message as "invalid" | "tooSmall" | "tooLarge"}`, limits),
        )}
      />
      <FormField
        maxLength={TIP_MESSAGE_MAX_LENGTH}
        {...form.field("tipNote", t("membership.tips.note"))}
      />
      <FormMessage action={action} />
      {confirming === undefined ? (
        <Button type="submit" variant="secondary">
          {t("membership.tips.review")}
        </Button>
      ) : (
        <fieldset className="vt-fieldset vt-actions">
          <legend>
            {t("membership.tips.confirm", { amount: money(confirming.amount), name: creatorName })}
          </legend>
          <Button busy={action.busy} onClick={() => send(confirming)}>
            {t("membership.tips.send", { amount: money(confirming.amount) })}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(undefined)}>
            {t("membership.tips.back")}
          </Button>
        </fieldset>
      )}
    </form>
  );
}
