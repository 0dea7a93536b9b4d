import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  type ProfileUpdate,
  rules,
} from "@vitrine/contract";
import { useNotify } from "@vitrine/sdk/react";
import { Button, useImageUrl, useUnsavedChanges } from "@vitrine/theme-kit";
import { FormField, FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";

const AVATAR_TYPES = "image/jpeg,image/png,image/webp";

/** The typed part of the profile; the picture goes as a file beside it. */
const profileText = z.object({
  displayName: rules.displayName,
  bio: rules.text(BIO_MAX_LENGTH),
});

export interface ProfileFormProps {
  profile: { displayName: string; bio: string; avatarUrl: string | null };
  /** Sends the multipart update; only changed fields are given. */
  save(update: ProfileUpdate): Promise<unknown>;
}

/**
 * Display name, bio and profile picture, for members and creators alike. The chosen picture is
 * previewed before it is sent; the update goes as multipart with only what changed. Leaving with
 * unsaved changes asks first; a save is confirmed by a toast as well as beside the button, since
 * the button may be far below the fields on a phone.
 */
export function ProfileForm({ profile, save }: ProfileFormProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const form = useSchemaForm(profileText, {
    defaultValues: { displayName: profile.displayName, bio: profile.bio },
  });
  const unsaved = useUnsavedChanges();
  const notify = useNotify();
  const [avatar, setAvatar] = useState<File>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (avatar === undefined) return;
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  const submit = form.onSubmit(
    async ({ displayName, bio }) => {
      const update: ProfileUpdate = {};
      if (displayName !== profile.displayName) update.displayName = displayName;
      if (bio !== profile.bio) update.bio = bio;
      if (avatar !== undefined) update.avatar = avatar;
      await save(update);
      unsaved.saved();
      void notify(t("membership.toasts.profileSaved"), "success");
    },
    t("membership.form.failed"),
    t("membership.form.saved"),
  );

  const shownAvatar =
    preview ??
    (profile.avatarUrl === null ? undefined : imageUrl(profile.avatarUrl, { width: 160 }));
  return (
    <form className="vt-form" onChange={unsaved.onChange} onSubmit={submit} noValidate>
      <div className="vt-profile-avatar">
        {shownAvatar === undefined ? (
          <span className="vt-avatar vt-avatar--large" aria-hidden="true">
            {profile.displayName.slice(0, 1).toUpperCase()}
          </span>
        ) : (
          <img
            className="vt-avatar vt-avatar--large"
            src={shownAvatar}
            alt={
              preview === undefined
                ? t("membership.profile.currentAvatar")
                : t("membership.profile.avatarPreview")
            }
            width={96}
            height={96}
          />
        )}
        <FormField
          label={t("membership.profile.avatar")}
          hint={t("membership.profile.avatarHint")}
          type="file"
          name="avatar"
          accept={AVATAR_TYPES}
          onChange={(event) => setAvatar(event.target.files?.[0])}
        />
      </div>
      <FormField
        autoComplete="nickname"
        required
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        {...form.field("displayName", t("membership.form.displayName"))}
      />
      <FormField
        multiline
        maxLength={BIO_MAX_LENGTH}
        {...form.field("bio", t("membership.profile.bio"))}
      />
      <FormMessage action={form.action} />
      <Button type="submit" busy={form.action.busy}>
        {form.action.busy ? t("membership.form.saving") : t("membership.form.save")}
      </Button>
    </form>
  );
}
