import { endpoints } from "@vitrine/contract";
import { type SectionProps, settingTarget, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { FormField, FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import { SectionShell, textOr } from "./section-shell";

/**
 * A sign-up to the shop's emails. The shop answers the same for a new address and a known one,
 * so the confirmation never tells a visitor who else subscribes.
 */
export function NewsletterSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useSchemaForm(endpoints.newsletter.subscribe.body, {
    defaultValues: { email: "" },
  });
  const { heading, text, color_scheme } = section.settings;
  const intro = textOr(text, "");
  return (
    <SectionShell
      colorScheme={color_scheme}
      title={textOr(heading, t("shop.home.newsletter.title"))}
      titleSetting={settingTarget(section, "heading")}
    >
      {intro === "" ? null : (
        <p className="vt-preserve-lines" {...settingTarget(section, "text")}>
          {intro}
        </p>
      )}
      <form
        className="vt-newsletter"
        noValidate
        onSubmit={form.onSubmit(
          async ({ email }) => {
            await api.newsletter.subscribe(email);
            form.form.reset();
          },
          t("shop.home.newsletter.failed"),
          t("shop.home.newsletter.done"),
        )}
      >
        <FormField
          type="email"
          autoComplete="email"
          required
          {...form.field("email", t("shop.home.newsletter.email"))}
        />
        <Button type="submit" variant="primary" busy={form.action.busy}>
          {t("shop.home.newsletter.subscribe")}
        </Button>
      </form>
      <FormMessage action={form.action} />
    </SectionShell>
  );
}
