import { useTranslation } from "react-i18next";
import { cardForm, EMPTY_CARD } from "./card-schema";
import { FormField } from "./form-field";
import { type SchemaForm, useSchemaForm } from "./use-schema-form";

/**
 * A form that takes a card and nothing else; its submit gets `{ card }` as the payment calls take it.
 *
 * @example
 * const pay = useCardForm();
 * <form onSubmit={pay.onSubmit(({ card }) => api.content.unlockPost(id, card), t("failed"))} noValidate>
 *   <CardFieldset form={pay} />
 */
export function useCardForm(): SchemaForm<typeof cardForm> {
  return useSchemaForm(cardForm, { defaultValues: { card: EMPTY_CARD } });
}

/**
 * Card number, expiry and security code of a `useSchemaForm` form whose values hold the card under
 * `card` (`cardForm`, or a schema that extends it), in a fieldset with the browser's card autofill.
 */
export function CardFieldset({
  form,
  legend,
}: {
  form: Pick<SchemaForm<typeof cardForm>, "field">;
  legend?: string;
}) {
  const { t } = useTranslation();
  const numeric = { inputMode: "numeric", required: true } as const;
  return (
    <fieldset className="vt-fieldset">
      <legend>{legend ?? t("card.legend")}</legend>
      <FormField
        autoComplete="cc-number"
        {...numeric}
        {...form.field("card.cardNumber", t("card.number"), t("card.numberInvalid"))}
      />
      <div className="vt-form-row">
        <FormField
          autoComplete="cc-exp"
          placeholder="MM/YY"
          {...numeric}
          {...form.field("card.expiry", t("card.expiry"), t("card.expiryInvalid"))}
        />
        <FormField
          autoComplete="cc-csc"
          {...numeric}
          {...form.field("card.cvc", t("card.cvc"), t("card.cvcInvalid"))}
        />
      </div>
    </fieldset>
  );
}
