import { endpoints, rules } from "@vitrine/contract";
import { type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { FormField, FormMessage, useFormAction, useSchemaForm } from "@vitrine/theme-kit/forms";
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
export function MemberProfilePage({ route, search }: PageProps<"member-profile">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setUser } = useAuth();
  const user = useUser();
  if (user?.type !== "MEMBER") return null;
  return (
    <AccountFrame route={route} title={t("membership.profile.title")}>
      <ProfileForm
        profile={user}
        save={async (update) => setUser((await api.membership.updateProfile(update)).member)}
      />
      <DiscordSection returnedCode={search.code} />
      <ChangePassword />
    </AccountFrame>
  );
}

const discordLink = endpoints.members.connectDiscord.body;

/**
 * Discord: a linked account can be disconnected; otherwise the code Discord's authorization page
 * gives is sent to link it, which the platform exchanges with Discord (the call takes the code).
 * Discord's authorization page sends the member back here with it (`?code=`): it is filled in,
 * for the member to confirm.
 */
function DiscordSection({ returnedCode }: { returnedCode: string | undefined }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setUser } = useAuth();
  const user = useUser();
  const disconnect = useFormAction();
  const connect = useSchemaForm(discordLink, { defaultValues: { code: returnedCode ?? "" } });
  const submit = connect.onSubmit(
    async ({ code }) => {
      await api.membership.connectDiscord(code);
      if (user?.type === "MEMBER") setUser({ ...user, discordConnected: true });
      connect.form.reset();
    },
    t("membership.profile.discordConnectFailed"),
    t("membership.profile.discordConnectedNow"),
  );
  if (user?.type !== "MEMBER") return null;
  return (
    <section className="vt-section" aria-labelledby="vt-discord">
      <h2 id="vt-discord">{t("membership.profile.discord")}</h2>
      {user.discordConnected ? (
        <>
          <p>{t("membership.profile.discordConnected")}</p>
          <FormMessage action={connect.action} />
          <Button
            variant="secondary"
            busy={disconnect.busy}
            onClick={() =>
              void disconnect.run(
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
        </>
      ) : (
        <form className="vt-form" onSubmit={submit} noValidate>
          <p>{t("membership.profile.discordIntro")}</p>
          <FormField
            autoComplete="off"
            {...connect.field("code", t("membership.profile.discordCode"))}
          />
          <FormMessage action={connect.action} />
          <Button type="submit" busy={connect.action.busy}>
            {t("membership.profile.connectDiscord")}
          </Button>
        </form>
      )}
      <FormMessage action={disconnect} />
    </section>
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
