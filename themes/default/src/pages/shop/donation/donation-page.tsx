import {
  DONOR_NAME_MAX_LENGTH,
  type Donation,
  type DonationSettings,
  rules,
} from "@vitrine/contract";
import { isApiError, routePath } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { Button, EmptyState, ResourceView, useMoney } from "@vitrine/theme-kit";
import {
  CardFieldset,
  cardInput,
  EMPTY_CARD,
  PaymentConfirmation,
} from "@vitrine/theme-kit/checkout";
import {
  EmailField,
  FormField,
  FormMessage,
  useFormAction,
  useSchemaForm,
} from "@vitrine/theme-kit/forms";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";

/**
 * Minor units from what a donor typed in major units, or `null` when it is not an amount.
 *
 * @example
 * amountFromText("12.5") // 1250
 * amountFromText("12,50") // 1250
 * amountFromText("ten") // null
 */
export function amountFromText(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/**
 * A gift as the donor types it, within the shop's bounds: the amount in major units becomes minor
 * units from `minAmount` to `maxAmount`; a blank name or message is left out.
 *
 * @example
 * z.parse(donationForm(settings), { amount: "12,50", email: "ada@demo.test", donorName: " ", message: "", card })
 * // { amount: 1250, email: "ada@demo.test", card: { cardNumber: "4242…", … } }
 */
export function donationForm(
  settings: Pick<DonationSettings, "minAmount" | "maxAmount" | "messageMaxLength">,
) {
  const blankAsAbsent = (text: string) => (text === "" ? undefined : text);
  return z.object({
    amount: z.pipe(
      z.pipe(z.string(), z.transform(amountFromText)),
      z.number().check(z.minimum(settings.minAmount), z.maximum(settings.maxAmount)),
    ),
    email: rules.email,
    donorName: z.pipe(rules.text(DONOR_NAME_MAX_LENGTH), z.transform(blankAsAbsent)),
    message: z.pipe(rules.text(settings.messageMaxLength), z.transform(blankAsAbsent)),
    card: cardInput,
  });
}

/**
 * The `donation` page: an amount (presets or your own), who you are, a message, and the card; a
 * card whose bank asks for 3-D Secure waits for the donor to confirm, or to use another card.
 */
export function DonationPage(_: PageProps<"donation">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const settings = useResource((signal) => api.donations.settings({ signal }), []);
  const disabled =
    settings.status === "error" &&
    isApiError(settings.error) &&
    settings.error.code === "DONATIONS_DISABLED";
  if (disabled) return <EmptyState title={t("donation.disabled")} />;
  return (
    <ResourceView
      resource={settings}
      isEmpty={(loaded) => !loaded.enabled}
      empty={<EmptyState title={t("donation.disabled")} />}
    >
      {(loaded) => <DonationForm settings={loaded} />}
    </ResourceView>
  );
}

function DonationForm({ settings }: { settings: DonationSettings }) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const money = useMoney(settings.currency);
  const schema = useMemo(() => donationForm(settings), [settings]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      amount: String((settings.presetAmounts[1] ?? settings.minAmount) / 100),
      email: "",
      donorName: "",
      message: "",
      card: EMPTY_CARD,
    },
  });
  const { action } = form;
  const amount = amountFromText(form.form.watch("amount"));
  const amountValid =
    amount !== null && amount >= settings.minAmount && amount <= settings.maxAmount;
  const typedMessage = form.form.watch("message") ?? "";

  const confirmation = useFormAction();
  // A donation waiting for the donor's bank, until they confirm it or pay with another card.
  const [pending, setPending] = useState<Donation | null>(null);

  function settle(donation: Donation) {
    if (donation.status === "REQUIRES_ACTION") setPending(donation);
    else navigate(routePath("donation-success", { donationId: donation.id }));
  }
  const submit = form.onSubmit(async ({ card, ...gift }) => {
    settle(await api.donations.donate({ ...gift, paymentmethod: card }));
  }, t("donation.failed"));

  if (pending !== null) {
    return (
      <div className="vt-donation">
        <h1>{settings.title}</h1>
        <PaymentConfirmation
          action={confirmation}
          onConfirm={() =>
            void confirmation.run(
              async () => settle(await api.donations.confirm(pending.id)),
              t("donation.failed"),
            )
          }
          onAnotherCard={() => setPending(null)}
        />
      </div>
    );
  }

  return (
    <div className="vt-donation">
      <h1>{settings.title}</h1>
      <p className="vt-long-text">{settings.description}</p>
      <form className="vt-form" noValidate onSubmit={submit}>
        <FormMessage action={action} />
        <fieldset className="vt-fieldset">
          <legend>{t("donation.amount")}</legend>
          <div className="vt-donation__presets">
            {settings.presetAmounts.map((preset) => (
              <Button
                key={preset}
                variant={amount === preset ? "primary" : "secondary"}
                aria-pressed={amount === preset}
                onClick={() => form.form.setValue("amount", String(preset / 100))}
              >
                {money(preset)}
              </Button>
            ))}
          </div>
          <FormField
            inputMode="decimal"
            required
            {...form.field(
              "amount",
              t("donation.otherAmount", { currency: settings.currency }),
              t("donation.amountInvalid", {
                min: money(settings.minAmount),
                max: money(settings.maxAmount),
              }),
            )}
          />
        </fieldset>
        <EmailField form={form} name="email" label={t("checkout.information.email")} />
        <FormField
          autoComplete="name"
          maxLength={DONOR_NAME_MAX_LENGTH}
          {...form.field("donorName", t("donation.name"))}
        />
        <FormField
          multiline
          maxLength={settings.messageMaxLength}
          hint={t("checkout.message.hint", {
            count: settings.messageMaxLength - typedMessage.length,
          })}
          {...form.field("message", t("donation.message"))}
        />
        <CardFieldset form={form} legend={t("checkout.payment.card")} />
        <Button type="submit" busy={action.busy}>
          {action.busy
            ? t("checkout.payment.paying")
            : amountValid && amount !== null
              ? t("donation.give", { amount: money(amount) })
              : t("donation.giveNoAmount")}
        </Button>
      </form>
    </div>
  );
}
