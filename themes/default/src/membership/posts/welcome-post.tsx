import type { Member } from "@vitrine/contract";
import { useAuth, useNotify, useShop, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { readableError } from "@vitrine/theme-kit/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../components/use-user";

/**
 * The welcome post at the top of a member's feed while their profile says to show it
 * (`showWelcomePost`). Dismissing it tells the platform (`hide-welcome-post`), so it stays gone
 * after a reload and on other devices; the profile in the auth store follows at once.
 */
export function WelcomePost() {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setUser } = useAuth();
  const { state: shop } = useShop();
  const notify = useNotify();
  const user = useUser();
  const [busy, setBusy] = useState(false);
  if (user?.type !== "MEMBER" || !user.showWelcomePost) return null;
  const member: Member = user;

  async function dismiss() {
    setBusy(true);
    try {
      await api.membership.hideWelcomePost();
      setUser({ ...member, showWelcomePost: false });
    } catch (failure) {
      // The card stays, so the member can try again; the toast says why it did not go.
      void notify(readableError(failure, t("membership.welcome.dismissFailed")), "error");
      setBusy(false);
    }
  }

  return (
    <article className="vt-card vt-welcome-post" aria-labelledby="vt-welcome-post-title">
      <h2 id="vt-welcome-post-title">
        {t("membership.welcome.title", { name: member.displayName })}
      </h2>
      <p>{t("membership.welcome.body", { shop: shop.shop?.name ?? "" })}</p>
      <Button variant="secondary" busy={busy} onClick={() => void dismiss()}>
        {t("membership.welcome.dismiss")}
      </Button>
    </article>
  );
}
