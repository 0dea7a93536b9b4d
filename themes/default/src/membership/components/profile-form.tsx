import type { ProfileUpdate } from "@vitrine/contract";
import { useNotify } from "@vitrine/sdk/react";
import {
  Button,
  FormField,
  FormMessage,
  focusFirstInvalid,
  useFormAction,
  useImageUrl,
  useUnsavedChanges,
} from "@vitrine/theme-kit";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

const AVATAR_TYPES = "image/jpeg,image/png,image/webp";

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
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const unsaved = useUnsavedChanges();
  const notify = useNotify();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio);
  const [avatar, setAvatar] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  useEffect(() => {
    if (avatar === undefined) return;
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (displayName.trim() === "") {
      setNameError(t("membership.form.emptyField", { field: t("membership.form.displayName") }));
      focusFirstInvalid(form.current);
      return;
    }
    setNameError(undefined);
    const update: ProfileUpdate = {};
    if (displayName !== profile.displayName) update.displayName = displayName.trim();
    if (bio !== profile.bio) update.bio = bio;
    if (avatar !== undefined) update.avatar = avatar;
    void action.run(
      async () => {
        await save(update);
        unsaved.saved();
        void notify(t("membership.toasts.profileSaved"), "success");
      },
      t("membership.form.failed"),
      t("membership.form.saved"),
    );
  }

  const shownAvatar =
    preview ??
    (profile.avatarUrl === null ? undefined : imageUrl(profile.avatarUrl, { width: 160 }));
  return (
    <form ref={form} className="vt-form" onChange={unsaved.onChange} onSubmit={submit} noValidate>
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
        label={t("membership.form.displayName")}
        name="displayName"
        autoComplete="nickname"
        required
        maxLength={60}
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        error={nameError}
      />
      <FormField
        label={t("membership.profile.bio")}
        name="bio"
        multiline
        maxLength={500}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
      />
      <FormMessage action={action} />
      <Button type="submit" busy={action.busy}>
        {action.busy ? t("membership.form.saving") : t("membership.form.save")}
      </Button>
    </form>
  );
}
