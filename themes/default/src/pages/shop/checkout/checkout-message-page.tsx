import { CHECKOUT_MESSAGE_MAX_LENGTH, rules } from "@vitrine/contract";
import { nextCheckoutPath } from "@vitrine/sdk";
import { Link, useStorefront } from "@vitrine/sdk/react";
import { Button, useUnsavedChanges } from "@vitrine/theme-kit";
import { FormField, FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { type CheckoutStepProps, checkoutStepPage } from "./checkout-frame";

const checkoutMessage = z.object({ message: rules.text(CHECKOUT_MESSAGE_MAX_LENGTH) });

/** The `checkout-message` page: an optional note to the creator; saving it empty removes it. */
export const CheckoutMessagePage = checkoutStepPage("message", MessageForm);

function MessageForm({ checkout, onSaved }: CheckoutStepProps) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const unsaved = useUnsavedChanges();
  const form = useSchemaForm(checkoutMessage, {
    defaultValues: { message: checkout.message ?? "" },
  });
  const typed = form.form.watch("message");
  const submit = form.onSubmit(async ({ message }) => {
    const saved = await api.shopCheckout.updateMessage(checkout.id, message);
    onSaved(saved);
    unsaved.saved();
    navigate(nextCheckoutPath(saved));
  }, t("checkout.saveFailed"));

  return (
    <form className="vt-form" noValidate onChange={unsaved.onChange} onSubmit={submit}>
      <FormMessage action={form.action} />
      <FormField
        multiline
        maxLength={CHECKOUT_MESSAGE_MAX_LENGTH}
        hint={t("checkout.message.hint", { count: CHECKOUT_MESSAGE_MAX_LENGTH - typed.length })}
        {...form.field("message", t("checkout.message.label"))}
      />
      <div className="vt-form-actions">
        <Button type="submit" busy={form.action.busy}>
          {form.action.busy ? t("checkout.saving") : t("checkout.message.save")}
        </Button>
        <Link href={nextCheckoutPath(checkout)}>{t("checkout.message.skip")}</Link>
      </div>
    </form>
  );
}
