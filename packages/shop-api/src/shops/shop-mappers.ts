import type { MembershipSettings, Shop, ShopTheme, Tier } from "@vitrine/contract";
import type { Selectable } from "kysely";
import type { MembershipTiersTable, ShopRow } from "../db/schema";

/**
 * The wire `Shop` for a row; `origin` is the shop's own origin, e.g. `http://demo.localhost:3000`,
 * and `theme` what the page loads (`getInitialState` works it out: live version or preview).
 */
export function toShop(row: ShopRow, origin: string, theme: ShopTheme): Shop {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    currency: row.currency,
    isComingSoon: row.is_coming_soon,
    baseUri: origin,
    locale: row.locale,
    logoUrl: row.logo_url,
    theme,
    analytics: { consentRequired: row.analytics_consent_required },
  };
}

export function toTier(row: Selectable<MembershipTiersTable>): Tier {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    monthlyPrice: row.monthly_price,
    perks: row.perks,
  };
}

export function toMembershipSettings(
  shop: ShopRow,
  tiers: Selectable<MembershipTiersTable>[],
): MembershipSettings {
  const {
    enabled,
    public: isPublic,
    directMessagesEnabled,
    annualDiscountPercent,
  } = shop.membership;
  return {
    enabled,
    membershipVisibility: { public: isPublic },
    directMessage: { enabled: directMessagesEnabled },
    tier: {
      annual: {
        discount: {
          enabled: annualDiscountPercent !== null,
          percentOff: annualDiscountPercent ?? 0,
        },
      },
    },
    tiers: tiers.map(toTier),
    currency: shop.currency,
  };
}
