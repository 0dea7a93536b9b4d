import { type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  FormMessage,
  focusFirstInvalid,
  MIN_PASSWORD_LENGTH,
  useFormAction,
} from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/forms/account-fields";
import { AccountFrame } from "../components/account-nav";
import { ProfileForm } from "../components/profile-form";
import { useUser } from "../components/use-user";

/** The `member-profile` page: name, bio and picture; Discord; the password. */
export function MemberProfilePage({ route }: PageProps<"member-profile">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setUser } = useAuth();
  const user = useUser();
  const discord = useFormAction();
  if (user?.type !== "MEMBER") return null;
  return (
    <AccountFrame route={route} title={t("membership.profile.title")}>
      <ProfileForm
        profile={user}
        save={async (update) => setUser((await api.membership.updateProfile(update)).member)}
      />
      {user.discordConnected || discord.done !== undefined ? (
        <section className="vt-section" aria-labelledby="vt-discord">
          <h2 id="vt-discord">{t("membership.profile.discord")}</h2>
          {user.discordConnected ? <p>{t("membership.profile.discordConnected")}</p> : null}
          {user.discordConnected ? (
            <Button
              variant="secondary"
              busy={discord.busy}
              onClick={() =>
                void discord.run(
                  async () => {
                    await api.membership.disconnectDiscord();
                    setUser({ ...user, discordConnected: false });
                  },
                  t("membership.form.failed"),
                  t("membership.profile.discordDisconnected"),
                )
              }
            >
              {t("membership.profile.disconnectDiscord")}
            </Button>
          ) : null}
          <FormMessage action={discord} />
        </section>
      ) : null}
      <ChangePassword />
    </AccountFrame>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      current:
        currentPassword === ""
          ? t("membership.form.emptyField", { field: t("membership.profile.currentPassword") })
          : undefined,
      next:
        newPassword.length < MIN_PASSWORD_LENGTH
          ? t("membership.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH })
          : undefined,
    };
    setErrors(found);
    if (found.current || found.next) {
      action.reset();
      focusFirstInvalid(form.current);
      return;
    }
    void action.run(
      async () => {
        await api.membership.changePassword({ currentPassword, newPassword });
        setCurrentPassword("");
        setNewPassword("");
      },
      t("membership.form.failed"),
      t("membership.profile.passwordChanged"),
    );
  }
  return (
    <section className="vt-section" aria-labelledby="vt-password">
      <h2 id="vt-password">{t("membership.profile.changePassword")}</h2>
      <form ref={form} className="vt-form" onSubmit={submit} noValidate>
        <PasswordField
          purpose="current"
          label={t("membership.profile.currentPassword")}
          name="currentPassword"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.current}
        />
        <PasswordField
          purpose="new"
          label={t("membership.form.newPassword")}
          name="newPassword"
          value={newPassword}
          onChange={setNewPassword}
          error={errors.next}
        />
        <FormMessage action={action} />
        <Button type="submit" busy={action.busy}>
          {t("membership.profile.changePassword")}
        </Button>
      </form>
    </section>
  );
}
