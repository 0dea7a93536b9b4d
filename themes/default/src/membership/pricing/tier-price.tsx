import type { BillingInterval, MembershipSettings, Tier } from "@vitrine/contract";
import { useTranslation } from "react-i18next";
import { annualPrice } from "./annual-price";

/** A tier's price for the chosen interval: free, per month, or per year with the full price it saves on. */
export function TierPrice({
  tier,
  interval,
  discount,
  money,
}: {
  tier: Pick<Tier, "type" | "monthlyPrice">;
  interval: BillingInterval;
  discount: MembershipSettings["tier"]["annual"]["discount"];
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  if (tier.type === "FREE") return <p className="vt-tier__price">{t("membership.pricing.free")}</p>;
  if (interval === "MONTHLY") {
    return (
      <p className="vt-tier__price">
        {t("membership.pricing.perMonth", { price: money(tier.monthlyPrice) })}
      </p>
    );
  }
  const yearly = annualPrice(tier.monthlyPrice, discount);
  return (
    <>
      <p className="vt-tier__price">
        {t("membership.pricing.perYear", { price: money(yearly.total) })}
      </p>
      {yearly.percentOff > 0 ? (
        <p className="vt-muted">
          {t("membership.pricing.annualFull", {
            price: money(yearly.total),
            full: money(yearly.full),
          })}
        </p>
      ) : null}
    </>
  );
}
