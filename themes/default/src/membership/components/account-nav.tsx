import { type RouteName, routePath } from "@vitrine/sdk";
import { Link } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PendingExitSurvey } from "./pending-exit-survey";
import { useCurrentTabInView } from "./use-current-tab-in-view";

const SECTIONS = [
  { route: "member-profile", key: "membership.account.profile" },
  { route: "member-perks", key: "membership.account.perks" },
  { route: "member-badges", key: "membership.account.badges" },
  { route: "member-billing", key: "membership.account.billing" },
  { route: "member-watch-history", key: "membership.account.watchHistory" },
  { route: "member-change-subscription", key: "membership.account.changeSubscription" },
] as const;

/** A member account page: the account's sections beside the page's own content. */
export function AccountFrame({
  route,
  title,
  children,
}: {
  route: RouteName;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs = useCurrentTabInView<HTMLUListElement>(route);
  return (
    <div className="vt-account">
      <nav className="vt-account__nav" aria-label={t("membership.account.navigation")}>
        <ul ref={tabs}>
          {SECTIONS.map((section) => (
            <li key={section.route}>
              <Link
                href={routePath(section.route)}
                aria-current={route === section.route ? "page" : undefined}
              >
                {t(section.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="vt-account__content">
        <h1>{title}</h1>
        <PendingExitSurvey />
        {children}
      </div>
    </div>
  );
}
