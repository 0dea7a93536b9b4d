import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import { ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { GiftMedia } from "../../../components/twitch/gift-media";
import { TwitchStatus } from "../../../components/twitch/twitch-status";

/**
 * The `gift` page: the product a Twitch viewer gifted, their message, and how to redeem it; below,
 * the shop's channel and whether gifting is open now.
 */
/** Half the page from 750 px (`.vt-gift`'s two columns), the whole width below. */
const GIFT_IMAGE = {
  sizes: "(min-width: 1200px) 600px, (min-width: 750px) 50vw, 100vw",
  maxWidth: 600,
};

export function GiftPage({ params }: PageProps<"gift">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { state } = useShop();
  const date = new Intl.DateTimeFormat(state.shop?.locale ?? "en", { dateStyle: "long" });
  const gift = useResource(
    (signal) => api.twitch.getGift(params.giftId, { signal }),
    [params.giftId],
  );
  return (
    <ResourceView resource={gift} pageResource>
      {(found) => (
        <article className="vt-gift">
          <GiftMedia image={found.image} {...GIFT_IMAGE} priority />
          <div>
            <h1>{t("gift.title", { gifter: found.gifterName, product: found.productName })}</h1>
            <p className="vt-muted">{t("gift.channel", { channel: found.channelName })}</p>
            {found.variantName ? <p>{found.variantName}</p> : null}
            {found.message ? (
              <blockquote className="vt-long-text">{found.message}</blockquote>
            ) : null}
            {found.status === "AVAILABLE" ? (
              <Link className="vt-button vt-button--primary" href={routePath("twitch-redeem-gift")}>
                {t("gift.redeem")}
              </Link>
            ) : (
              <p>
                {t("gift.redeemed", {
                  date: found.redeemedAt ? date.format(new Date(found.redeemedAt)) : "",
                })}
              </p>
            )}
            <TwitchStatus />
          </div>
        </article>
      )}
    </ResourceView>
  );
}
