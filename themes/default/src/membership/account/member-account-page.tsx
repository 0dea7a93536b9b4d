import type { PageProps } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { AccountFrame } from "../components/account-nav";
import { useUser } from "../components/use-user";

/** The `member-account` page: the account's landing, greeting the member with their tier. */
export function MemberAccountPage({ route }: PageProps<"member-account">) {
  const { t } = useTranslation();
  const user = useUser();
  if (user?.type !== "MEMBER") return null;
  return (
    <AccountFrame route={route} title={t("membership.account.title")}>
      <p>{t("membership.account.welcome", { name: user.displayName })}</p>
      <p>
        {user.tier === null
          ? t("membership.account.noTier")
          : t("membership.account.tier", { tier: user.tier.name })}
      </p>
    </AccountFrame>
  );
}
