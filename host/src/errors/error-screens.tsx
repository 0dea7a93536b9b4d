import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./error-screen.css";
import { shopErrorScreenKey } from "./shop-error-keys";

interface ErrorScreenProps {
  title: string;
  message: string;
  detail?: string | undefined;
  action?: ReactNode;
}

/** The frame of every host error screen: a heading, an explanation and one way out. */
function ErrorScreen({ title, message, detail, action }: ErrorScreenProps) {
  return (
    <main className="vh-error">
      <h1>{title}</h1>
      <p>{message}</p>
      {detail === undefined ? null : <p className="vh-error__detail">{detail}</p>}
      {action}
    </main>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <a className="vh-error__action" href="/">
      {t("host.errors.home")}
    </a>
  );
}

/**
 * The screen of a shop that cannot be served (spec §8), one per status; a status the screens do
 * not know is the internal-error screen, never a screen of untranslated keys.
 */
export function ShopErrorScreen({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = shopErrorScreenKey(status);
  if (key === "internal") return <InternalErrorScreen />;
  return (
    <ErrorScreen title={t(`host.errors.${key}.title`)} message={t(`host.errors.${key}.message`)} />
  );
}

/** The generic not-found screen; `message` is the guard's, e.g. "Page Not Found: /nope". */
export function NotFoundScreen({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t("host.errors.notFound.title")}
      message={t("host.errors.notFound.message")}
      detail={message}
      action={<HomeLink />}
    />
  );
}

/** Anything that is neither a shop status nor a 404 (spec §8). */
export function InternalErrorScreen() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t("host.errors.internal.title")}
      message={t("host.errors.internal.message")}
      action={
        <button type="button" className="vh-error__action" onClick={() => window.location.reload()}>
          {t("host.errors.internal.reload")}
        </button>
      }
    />
  );
}

/** A route the theme gives no page for: the theme's gap, shown plainly rather than as a blank. */
export function MissingPageScreen({ route }: { route: string }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t("host.errors.missingPage.title")}
      message={t("host.errors.missingPage.message", { route })}
      action={<HomeLink />}
    />
  );
}
