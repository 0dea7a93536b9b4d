import { MAX_TIP_AMOUNT, MIN_TIP_AMOUNT, TIP_MESSAGE_MAX_LENGTH } from "@vitrine/contract";
import { useNotify, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  FormField,
  FormMessage,
  focusFirstInvalid,
  useFormAction,
  useMoney,
  useUnsavedChanges,
} from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseTipAmount } from "./tip-amount";

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
  const action = useFormAction();
  const unsaved = useUnsavedChanges();
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number>();

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseTipAmount(typed);
    if (!parsed.ok) {
      setError(
        t(`membership.tips.${parsed.reason}`, {
          min: money(MIN_TIP_AMOUNT),
          max: money(MAX_TIP_AMOUNT),
        }),
      );
      focusFirstInvalid(form.current);
      return;
    }
    setError(undefined);
    action.reset();
    setConfirming(parsed.amount);
  }

  function send(amount: number) {
    void action.run(async () => {
      await api.order.sendTip({ amount, message: note.trim(), creatorId });
      unsaved.saved();
      setConfirming(undefined);
      setTyped("");
      setNote("");
      void notify(
        t("membership.tips.sent", { amount: money(amount), name: creatorName }),
        "success",
      );
    }, t("membership.tips.failed"));
  }

  return (
    <form
      ref={form}
      className="vt-form vt-tip-form"
      aria-labelledby="vt-tip-title"
      onChange={unsaved.onChange}
      onSubmit={review}
      noValidate
    >
      <h3 id="vt-tip-title">{t("membership.tips.title", { name: creatorName })}</h3>
      <FormField
        label={t("membership.tips.amount")}
        name="tipAmount"
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setConfirming(undefined);
        }}
        hint={t("membership.tips.limits", {
          min: money(MIN_TIP_AMOUNT),
          max: money(MAX_TIP_AMOUNT),
        })}
        error={error}
      />
      <FormField
        label={t("membership.tips.note")}
        name="tipNote"
        maxLength={TIP_MESSAGE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormMessage action={action} />
      {confirming === undefined ? (
        <Button type="submit" variant="secondary">
          {t("membership.tips.review")}
        </Button>
      ) : (
        <fieldset className="vt-fieldset vt-actions">
          <legend>
            {t("membership.tips.confirm", { amount: money(confirming), name: creatorName })}
          </legend>
          <Button busy={action.busy} onClick={() => send(confirming)}>
            {t("membership.tips.send", { amount: money(confirming) })}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(undefined)}>
            {t("membership.tips.back")}
          </Button>
        </fieldset>
      )}
    </form>
  );
}
