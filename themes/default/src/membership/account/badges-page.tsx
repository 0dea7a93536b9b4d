import { type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import { Button, EmptyState, useImageUrl } from "@vitrine/theme-kit";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountFrame } from "../components/account-nav";
import { useDate } from "../components/format";
import { useUser } from "../components/use-user";

/** The `member-badges` page: the member's badges, choosing which show on the profile. */
export function BadgesPage({ route }: PageProps<"member-badges">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setUser } = useAuth();
  const user = useUser();
  const date = useDate();
  const action = useFormAction();
  const imageUrl = useImageUrl();
  const badges = user?.type === "MEMBER" ? user.badges : [];
  const [shown, setShown] = useState(
    () => new Set(badges.filter((badge) => badge.showInProfile).map((badge) => badge.id)),
  );
  if (user?.type !== "MEMBER") return null;
  function toggle(id: string, on: boolean) {
    setShown((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (user?.type !== "MEMBER") return;
    void action.run(
      async () => setUser({ ...user, badges: await api.membership.showBadges([...shown]) }),
      t("membership.form.failed"),
      t("membership.form.saved"),
    );
  }
  return (
    <AccountFrame route={route} title={t("membership.badges.title")}>
      {badges.length === 0 ? (
        <EmptyState title={t("membership.badges.empty")} />
      ) : (
        <form className="vt-form" onSubmit={submit}>
          <fieldset className="vt-fieldset">
            <legend>{t("membership.badges.intro")}</legend>
            <ul className="vt-badges">
              {badges.map((badge) => (
                <li key={badge.id} className="vt-card vt-badge-item">
                  <img src={imageUrl(badge.iconUrl, { width: 96 })} alt="" width={48} height={48} />
                  <div>
                    <label>
                      <input
                        type="checkbox"
                        checked={shown.has(badge.id)}
                        onChange={(event) => toggle(badge.id, event.target.checked)}
                      />
                      <span className="vt-visually-hidden">
                        {t("membership.badges.show", { name: badge.name })}
                      </span>
                      <strong aria-hidden="true">{badge.name}</strong>
                    </label>
                    <p className="vt-muted">{badge.description}</p>
                    <p className="vt-muted">
                      {t("membership.badges.earned", { date: date(badge.earnedAt) })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </fieldset>
          <FormMessage action={action} />
          <Button type="submit" busy={action.busy}>
            {t("membership.badges.save")}
          </Button>
        </form>
      )}
    </AccountFrame>
  );
}
