import type { ContentAccessInfo } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, useAuth, useShop } from "@vitrine/sdk/react";
import { useMoney } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

export interface LockedTeaserProps {
  access: ContentAccessInfo;
  /** The post's id and price when it can be bought on its own (pay-per-post). */
  unlock?: { postId: string; price: number; currency: string };
}

/**
 * What a locked item shows in place of its content: who it is for, and the way in: buying the
 * post, joining the tier that opens it, or logging in for members-only items.
 */
export function LockedTeaser({ access, unlock }: LockedTeaserProps) {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const { state: shop } = useShop();
  const money = useMoney(unlock?.currency);
  const tier = shop.membershipSettings?.tiers.find((item) => item.id === access.requiredTierId);
  const membersOnly = access.visibility === "MEMBERS";
  return (
    <section className="vt-locked" aria-labelledby="vt-locked-title">
      <p className="vt-locked__title" id="vt-locked-title">
        <span aria-hidden="true">🔒 </span>
        {t("membership.content.locked")}
      </p>
      <p>
        {membersOnly || tier === undefined
          ? t("membership.content.lockedMembers")
          : t("membership.content.lockedPaid", { tier: tier.name })}
      </p>
      <div className="vt-locked__actions">
        {unlock === undefined ? null : (
          <Link
            className="vt-button vt-button--primary"
            href={routePath("membership-post-unlock", { postId: unlock.postId })}
          >
            {t("membership.content.unlockFor", { price: money(unlock.price) })}
          </Link>
        )}
        {membersOnly && auth.user === null ? (
          <Link className="vt-button vt-button--secondary" href={routePath("auth-login")}>
            {t("membership.content.login")}
          </Link>
        ) : (
          <Link
            className={`vt-button vt-button--${unlock === undefined ? "primary" : "secondary"}`}
            href={routePath("membership-pricing")}
          >
            {t("membership.content.join")}
          </Link>
        )}
      </div>
    </section>
  );
}
