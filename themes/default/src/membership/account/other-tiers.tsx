import type { Tier } from "@vitrine/contract";
import { Button, useMoney } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

type TierOffer = Pick<Tier, "id" | "name" | "type" | "monthlyPrice">;

/** The paid tiers a member could move to: a dearer one is an upgrade, a cheaper one a downgrade. */
export function OtherTiers({
  tiers,
  current,
  currency,
  busy,
  onUpgrade,
  onDowngrade,
}: {
  tiers: readonly TierOffer[];
  current: TierOffer | undefined;
  currency: string | undefined;
  busy: boolean;
  onUpgrade(tier: TierOffer): void;
  onDowngrade(tier: TierOffer): void;
}) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  return (
    <section className="vt-section" aria-labelledby="vt-other-tiers">
      <h2 id="vt-other-tiers">{t("membership.subscription.otherTiers")}</h2>
      <ul className="vt-tiers">
        {tiers
          .filter((tier) => tier.type === "PAID" && tier.id !== current?.id)
          .map((tier) => (
            <li key={tier.id} className="vt-card vt-tier">
              <h3>{tier.name}</h3>
              <p className="vt-tier__price">
                {t("membership.pricing.perMonth", { price: money(tier.monthlyPrice) })}
              </p>
              {tier.monthlyPrice > (current?.monthlyPrice ?? 0) ? (
                <Button busy={busy} onClick={() => onUpgrade(tier)}>
                  {t("membership.subscription.upgrade", { tier: tier.name })}
                </Button>
              ) : (
                <Button variant="secondary" busy={busy} onClick={() => onDowngrade(tier)}>
                  {t("membership.subscription.downgrade", { tier: tier.name })}
                </Button>
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}
