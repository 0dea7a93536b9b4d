import { type PageProps, useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import { EmptyState, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { AccountFrame } from "../components/account-nav";

/** The `member-perks` page: every tier's perks; the member's own show their code or link. */
export function PerksPage({ route }: PageProps<"member-perks">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { state: shop } = useShop();
  const perks = useResource((signal) => api.content.perks({ signal }), []);
  const tierName = (tierId: string) =>
    shop.membershipSettings?.tiers.find((tier) => tier.id === tierId)?.name ?? tierId;
  return (
    <AccountFrame route={route} title={t("membership.perks.title")}>
      <ResourceView
        resource={perks}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t("membership.perks.empty")} />}
      >
        {(list) => (
          <ul className="vt-perks">
            {list.map((perk) => (
              <li key={perk.id} className="vt-card vt-perk">
                <h2>{perk.title}</h2>
                <p>{perk.description}</p>
                {!perk.unlocked || perk.value === null ? (
                  <p className="vt-muted">
                    {t("membership.perks.locked", { tier: tierName(perk.tierId) })}
                  </p>
                ) : perk.kind === "LINK" ? (
                  <a
                    className="vt-button vt-button--secondary"
                    href={perk.value}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    {t("membership.perks.open", { title: perk.title })}
                  </a>
                ) : perk.kind === "CODE" ? (
                  <p>
                    {t("membership.perks.code")}: <code className="vt-code">{perk.value}</code>
                  </p>
                ) : (
                  <p>{perk.value}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </AccountFrame>
  );
}
