import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { type FormAction, FormMessage } from "./form-action";

/**
 * What a card payment page shows while the buyer's bank asks them to confirm the payment
 * (3-D Secure): the bank's request, a button that confirms it, and a way back to the card form
 * to pay with another card.
 *
 * @example
 * if (checkout.status === "REQUIRES_ACTION" && !anotherCard)
 *   return <PaymentConfirmation action={action} onConfirm={confirm} onAnotherCard={() => setAnotherCard(true)} />;
 */
export function PaymentConfirmation({
  action,
  onConfirm,
  onAnotherCard,
}: {
  /** The confirmation's own state: busy while it is sent, its failure shown here. */
  action: FormAction;
  onConfirm: () => void;
  onAnotherCard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="vt-form">
      <p role="alert" className="vt-form-message">
        {t("card.requiresAction")}
      </p>
      <FormMessage action={action} />
      <div className="vt-actions">
        <Button busy={action.busy} onClick={onConfirm}>
          {t("card.confirm")}
        </Button>
        <Button variant="secondary" disabled={action.busy} onClick={onAnotherCard}>
          {t("card.anotherCard")}
        </Button>
      </div>
    </div>
  );
}
