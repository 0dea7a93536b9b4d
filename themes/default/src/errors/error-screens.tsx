import { routePath } from "@vitrine/sdk";
import { Link, type NotFoundPageProps } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BareLayout } from "../layout/site-layout";

/** The theme's frame for an error: heading, explanation, the technical detail if any, one way out. */
function ErrorScreen({
  title,
  message,
  detail,
  action,
}: {
  title: string;
  message: string;
  detail?: string | undefined;
  action: ReactNode;
}) {
  return (
    <div className="vt-page-width vt-error-screen">
      <h1>{title}</h1>
      <p>{message}</p>
      {detail === undefined ? null : <p className="vt-muted">{detail}</p>}
      {action}
    </div>
  );
}

/**
 * The not-found page (the catch-all route renders it with no layout, spec §2), so it brings the
 * theme's root frame itself. The host's message ("Page Not Found: /nope") stays beneath the
 * friendly text, so a visitor reporting a broken link can say which address it was.
 */
export function NotFoundPage({ message }: Pick<NotFoundPageProps, "message">) {
  return (
    <BareLayout>
      <NotFoundContent message={message} />
    </BareLayout>
  );
}

/** The not-found page's content without its frame, for a story that already has one. */
export function NotFoundContent({ message }: Pick<NotFoundPageProps, "message">) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t("errors.notFound.title")}
      message={t("errors.notFound.message")}
      detail={message}
      action={
        <Link className="vt-button vt-button--primary" href={routePath("home")}>
          {t("errors.home")}
        </Link>
      }
    />
  );
}
