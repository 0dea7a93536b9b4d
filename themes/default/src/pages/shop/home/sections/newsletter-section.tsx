import { type SectionProps, useStorefront } from "@vitrine/sdk/react";
import { Button, FormField, FormMessage, useFormAction } from "@vitrine/theme-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionShell, textOr } from "./section-shell";

/**
 * A sign-up to the shop's emails. The shop answers the same for a new address and a known one,
 * so the confirmation never tells a visitor who else subscribes.
 */
export function NewsletterSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const action = useFormAction();
  const [email, setEmail] = useState("");
  const { heading, text, color_scheme } = section.settings;
  const intro = textOr(text, "");
  return (
    <SectionShell
      colorScheme={color_scheme}
      title={textOr(heading, t("shop.home.newsletter.title"))}
    >
      {intro === "" ? null : <p className="vt-preserve-lines">{intro}</p>}
      <form
        className="vt-newsletter"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void action
            .run(
              () => api.newsletter.subscribe(email.trim()),
              t("shop.home.newsletter.failed"),
              t("shop.home.newsletter.done"),
            )
            .then((ok) => {
              if (ok) setEmail("");
            });
        }}
      >
        <FormField
          label={t("shop.home.newsletter.email")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={action.busy}>
          {t("shop.home.newsletter.subscribe")}
        </Button>
      </form>
      <FormMessage action={action} />
    </SectionShell>
  );
}
