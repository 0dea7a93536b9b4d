import type { DirectMessageThread } from "@vitrine/contract";
import { type PageProps, useAuth, useResource, useStorefront } from "@vitrine/sdk/react";
import { Button, EmptyState, ResourceView } from "@vitrine/theme-kit";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProfileForm } from "../components/profile-form";
import { useUser } from "../components/use-user";
import { CreatorStats } from "./creator-stats";

/**
 * The `creator-profile` page (creators only): the creator's public profile, the shop's figures
 * of the last 7 days, and the members who wrote to them, each of whom the creator can shadowban.
 */
export function CreatorProfilePage(_props: PageProps<"creator-profile">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setUser } = useAuth();
  const user = useUser();
  const threads = useResource((signal) => api.directMessages.list({}, { signal }), []);
  if (user?.type !== "CREATOR") return null;
  return (
    <section className="vt-account__content">
      <h1>{t("membership.profile.creatorTitle")}</h1>
      <ProfileForm
        profile={user}
        save={async (update) =>
          setUser((await api.membership.updateCreatorProfile(update)).creator)
        }
      />
      <CreatorStats />
      <section className="vt-section" aria-labelledby="vt-creator-members">
        <h2 id="vt-creator-members">{t("membership.messages.threads")}</h2>
        <ResourceView
          resource={threads}
          isEmpty={(list) => list.data.length === 0}
          empty={<EmptyState title={t("membership.messages.empty")} />}
        >
          {(list) => (
            <ul className="vt-member-list">
              {list.data.map((thread) => (
                <MemberRow key={thread.id} thread={thread} />
              ))}
            </ul>
          )}
        </ResourceView>
      </section>
    </section>
  );
}

function MemberRow({ thread }: { thread: DirectMessageThread }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const action = useFormAction();
  const [confirming, setConfirming] = useState(false);
  const name = thread.counterpart.displayName;
  return (
    <li className="vt-member-list__item">
      <div>
        <strong>{name}</strong>
        <p className="vt-muted">{thread.lastMessage?.body ?? ""}</p>
      </div>
      {action.done !== undefined ? (
        <FormMessage action={action} />
      ) : confirming ? (
        <fieldset className="vt-fieldset vt-actions">
          <legend>{t("membership.messages.shadowbanConfirm", { name })}</legend>
          <Button
            busy={action.busy}
            onClick={() =>
              void action.run(
                () => api.membership.shadowban(thread.counterpart.id),
                t("membership.form.failed"),
                t("membership.messages.shadowbanned", { name }),
              )
            }
          >
            {t("membership.messages.shadowban", { name })}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("membership.billing.cancelEdit")}
          </Button>
          <FormMessage action={action} />
        </fieldset>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t("membership.messages.shadowban", { name })}
        </Button>
      )}
    </li>
  );
}
