import { CHECKOUT_MESSAGE_MAX_LENGTH, type ShopCheckout } from "@vitrine/contract";
import { nextCheckoutPath } from "@vitrine/sdk";
import { Link, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  FormField,
  FormMessage,
  useFormAction,
  useUnsavedChanges,
} from "@vitrine/theme-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkoutStepPage } from "./checkout-frame";

/** The `checkout-message` page: an optional note to the creator; saving it empty removes it. */
export const CheckoutMessagePage = checkoutStepPage("message", MessageForm);

function MessageForm({
  checkout,
  onSaved,
}: {
  checkout: ShopCheckout;
  onSaved: (checkout: ShopCheckout) => void;
}) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const action = useFormAction();
  const unsaved = useUnsavedChanges();
  const [message, setMessage] = useState(checkout.message ?? "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(async () => {
      const saved = await api.shopCheckout.updateMessage(checkout.id, message.trim());
      onSaved(saved);
      unsaved.saved();
      navigate(nextCheckoutPath(saved));
    }, t("checkout.saveFailed"));
  }

  return (
    <form className="vt-form" onChange={unsaved.onChange} onSubmit={submit}>
      <FormMessage action={action} />
      <FormField
        label={t("checkout.message.label")}
        name="message"
        multiline
        maxLength={CHECKOUT_MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        hint={t("checkout.message.hint", {
          count: CHECKOUT_MESSAGE_MAX_LENGTH - message.length,
        })}
      />
      <div className="vt-form-actions">
        <Button type="submit" busy={action.busy}>
          {action.busy ? t("checkout.saving") : t("checkout.message.save")}
        </Button>
        <Link href={nextCheckoutPath(checkout)}>{t("checkout.message.skip")}</Link>
      </div>
    </form>
  );
}
