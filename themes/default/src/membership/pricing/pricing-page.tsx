import type { BillingInterval, Tier } from "@vitrine/contract";
import { hasPaidSubscription, routePath } from "@vitrine/sdk";
import { Link, type PageProps, useShop, useStorefront } from "@vitrine/sdk/react";
import { Button, EmptyState, useMoney } from "@vitrine/theme-kit";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TemplateSections } from "../../pages/template-sections";
import { useUser } from "../components/use-user";
import { IntervalChoice } from "./interval-choice";
import { TierPrice } from "./tier-price";

/** What the pricing page reads of a tier (the store's snapshot is readonly). */
type TierOffer = Pick<Tier, "id" | "name" | "type" | "monthlyPrice">;

/**
 * The `membership-pricing` page: the tiers side by side, monthly or annual (with the annual discount),
 * and the way in for whoever is looking: sign up, start a checkout, or change tier.
 */
export function PricingPage(props: PageProps<"membership-pricing">) {
  return <TemplateSections template="pricing" main={() => <PricingPageMain {...props} />} />;
}

/** Its own content: the template's main section. */
function PricingPageMain(_props: PageProps<"membership-pricing">) {
  const { t } = useTranslation();
  const { state: shop } = useShop();
  const { api, navigate } = useStorefront();
  const money = useMoney(shop.membershipSettings?.currency);
  const action = useFormAction();
  const [interval, setBillingInterval] = useState<BillingInterval>("MONTHLY");
  const [starting, setStarting] = useState<string>();
  const settings = shop.membershipSettings;
  const user = useUser();
  const tiers = settings?.tiers ?? [];
  const discount = settings?.tier.annual.discount ?? { enabled: false, percentOff: 0 };

  if (settings === null || tiers.length === 0) {
    return <EmptyState title={t("membership.pricing.noTiers")} />;
  }

  function start(tier: TierOffer) {
    if (user?.type !== "MEMBER") return;
    setStarting(tier.id);
    void action
      .run(async () => {
        const checkout = await api.order.createCheckout({
          tierId: tier.id,
          interval,
          memberId: user.id,
        });
        navigate(routePath("membership-checkout-message", { checkoutId: checkout.id }));
      }, t("membership.pricing.startFailed"))
      .finally(() => setStarting(undefined));
  }

  function actionFor(tier: TierOffer) {
    const name = tier.name;
    if (user?.type === "CREATOR") return null;
    if (user === null) {
      return (
        <Link
          className={`vt-button vt-button--${tier.type === "PAID" ? "primary" : "secondary"}`}
          href={routePath("auth-signup")}
        >
          {tier.type === "FREE"
            ? t("membership.pricing.joinFree")
            : t("membership.pricing.choose", { tier: name })}
        </Link>
      );
    }
    const mine = user.tier?.id === tier.id || (user.tier === null && tier.type === "FREE");
    if (mine) return <p className="vt-tier__current">{t("membership.pricing.current")}</p>;
    if (tier.type === "FREE") return null;
    if (hasPaidSubscription(user)) {
      return (
        <Link
          className="vt-button vt-button--secondary"
          href={routePath("member-change-subscription")}
        >
          {t("membership.pricing.changeTier")}
        </Link>
      );
    }
    return (
      <Button busy={starting === tier.id} onClick={() => start(tier)}>
        {t("membership.pricing.choose", { tier: name })}
      </Button>
    );
  }

  return (
    <section className="vt-pricing">
      <div className="vt-section__header">
        <h1>{t("membership.pricing.title")}</h1>
        <p className="vt-muted">{t("membership.pricing.intro")}</p>
      </div>
      <IntervalChoice
        interval={interval}
        onChange={setBillingInterval}
        percentOff={discount.enabled ? discount.percentOff : 0}
      />
      <FormMessage action={action} />
      <ul className="vt-tiers">
        {tiers.map((tier) => (
          <li key={tier.id} className="vt-card vt-tier">
            <h2>{tier.name}</h2>
            <p className="vt-muted">{tier.description}</p>
            <TierPrice tier={tier} interval={interval} discount={discount} money={money} />
            <ul className="vt-tier__perks">
              {tier.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
            {actionFor(tier)}
          </li>
        ))}
      </ul>
    </section>
  );
}
