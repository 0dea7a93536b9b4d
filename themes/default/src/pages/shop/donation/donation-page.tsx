import type { DonationSettings } from "@vitrine/contract";
import { isApiError, routePath } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  CardFieldset,
  EmptyState,
  FormField,
  FormMessage,
  focusFirstInvalid,
  isEmail,
  ResourceView,
  useCardFields,
  useFormAction,
  useMoney,
} from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

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

/** The `donation` page: an amount (presets or your own), who you are, a message, and the card. */
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
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const card = useCardFields();
  const [amountText, setAmountText] = useState(
    String((settings.presetAmounts[1] ?? settings.minAmount) / 100),
  );
  const [email, setEmail] = useState("");
  const [donorName, setDonorName] = useState("");
  const [message, setMessage] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const amount = amountFromText(amountText);
  const amountValid =
    amount !== null && amount >= settings.minAmount && amount <= settings.maxAmount;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const paymentmethod = card.validate();
    if (!amountValid || !isEmail(email) || paymentmethod === undefined || amount === null) {
      focusFirstInvalid(form.current);
      return;
    }
    await action.run(async () => {
      const donation = await api.donations.donate({
        amount,
        email: email.trim(),
        ...(donorName.trim() ? { donorName: donorName.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
        paymentmethod,
      });
      navigate(routePath("donation-success", { donationId: donation.id }));
    }, t("donation.failed"));
  }

  return (
    <div className="vt-donation">
      <h1>{settings.title}</h1>
      <p className="vt-long-text">{settings.description}</p>
      <form ref={form} className="vt-form" noValidate onSubmit={submit}>
        <FormMessage action={action} />
        <fieldset className="vt-fieldset">
          <legend>{t("donation.amount")}</legend>
          <div className="vt-donation__presets">
            {settings.presetAmounts.map((preset) => (
              <Button
                key={preset}
                variant={amount === preset ? "primary" : "secondary"}
                aria-pressed={amount === preset}
                onClick={() => setAmountText(String(preset / 100))}
              >
                {money(preset)}
              </Button>
            ))}
          </div>
          <FormField
            label={t("donation.otherAmount", { currency: settings.currency })}
            name="amount"
            inputMode="decimal"
            required
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={
              submitted && !amountValid
                ? t("donation.amountInvalid", {
                    min: money(settings.minAmount),
                    max: money(settings.maxAmount),
                  })
                : undefined
            }
          />
        </fieldset>
        <FormField
          label={t("checkout.information.email")}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={submitted && !isEmail(email) ? t("checkout.information.emailInvalid") : undefined}
        />
        <FormField
          label={t("donation.name")}
          name="donorName"
          autoComplete="name"
          value={donorName}
          onChange={(event) => setDonorName(event.target.value)}
        />
        <FormField
          label={t("donation.message")}
          name="message"
          multiline
          maxLength={settings.messageMaxLength}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          hint={t("checkout.message.hint", {
            count: settings.messageMaxLength - message.length,
          })}
        />
        <CardFieldset card={card} legend={t("checkout.payment.card")} />
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
