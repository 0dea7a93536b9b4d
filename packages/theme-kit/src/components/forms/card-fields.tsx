import type { PaymentMethodInput } from "@vitrine/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "./form-field";
import { type CardErrors, type CardFields, parseCard } from "./validation";

export interface CardFieldsState {
  fields: CardFields;
  errors: CardErrors;
  change(field: keyof CardFields, value: string): void;
  /** The card when every field is valid; otherwise shows the errors and returns undefined. */
  validate(): PaymentMethodInput | undefined;
}

/** The state of a card form: what was typed and which fields are wrong after a submit. */
export function useCardFields(): CardFieldsState {
  const [fields, setFields] = useState<CardFields>({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<CardErrors>({});
  return {
    fields,
    errors,
    change(field, value) {
      setFields((current) => ({ ...current, [field]: value }));
    },
    validate() {
      const parsed = parseCard(fields);
      setErrors(parsed.errors ?? {});
      return parsed.card;
    },
  };
}

/** Card number, expiry and security code, in a fieldset with the browser's card autofill. */
export function CardFieldset({ card, legend }: { card: CardFieldsState; legend?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="vt-fieldset">
      <legend>{legend ?? t("card.legend")}</legend>
      <FormField
        label={t("card.number")}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={card.fields.number}
        onChange={(event) => card.change("number", event.target.value)}
        error={card.errors.number && t("card.numberInvalid")}
      />
      <div className="vt-form-row">
        <FormField
          label={t("card.expiry")}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={card.fields.expiry}
          onChange={(event) => card.change("expiry", event.target.value)}
          error={card.errors.expiry && t("card.expiryInvalid")}
        />
        <FormField
          label={t("card.cvc")}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          value={card.fields.cvc}
          onChange={(event) => card.change("cvc", event.target.value)}
          error={card.errors.cvc && t("card.cvcInvalid")}
        />
      </div>
    </fieldset>
  );
}
