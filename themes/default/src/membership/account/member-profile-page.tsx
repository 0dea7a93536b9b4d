import { rules } from "@vitrine/contract";
import { type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import { Button, FormMessage, useFormAction, useSchemaForm } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { PasswordField } from "../../components/forms/account-fields";
import { AccountFrame } from "../components/account-nav";
import { ProfileForm } from "../components/profile-form";
import { useUser } from "../components/use-user";

const passwordChange = z.object({
  currentPassword: rules.password,
  newPassword: rules.newPassword,
});

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
  const form = useSchemaForm(passwordChange, {
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const submit = form.onSubmit(
    async (values) => {
      await api.membership.changePassword(values);
      form.form.reset();
    },
    t("membership.form.failed"),
    t("membership.profile.passwordChanged"),
  );
  return (
    <section className="vt-section" aria-labelledby="vt-password">
      <h2 id="vt-password">{t("membership.profile.changePassword")}</h2>
      <form className="vt-form" onSubmit={submit} noValidate>
        <PasswordField
          form={form}
          name="currentPassword"
          purpose="current"
          label={t("membership.profile.currentPassword")}
        />
        <PasswordField
          form={form}
          name="newPassword"
          purpose="new"
          label={t("membership.form.newPassword")}
        />
        <FormMessage action={form.action} />
        <Button type="submit" busy={form.action.busy}>
          {t("membership.profile.changePassword")}
        </Button>
      </form>
    </section>
  );
}
