import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { ResourceView, useMoney } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/** The `donation-success` page: thanks, the amount given and the donor's message. */
export function DonationSuccessPage({ params }: PageProps<"donation-success">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const donation = useResource(
    (signal) => api.donations.get(params.donationId, { signal }),
    [params.donationId],
  );
  const money = useMoney(donation.data?.currency);
  return (
    <ResourceView resource={donation}>
      {(given) => (
        <div className="vt-donation">
          <h1>
            {given.donorName
              ? t("donation.success.titleNamed", { name: given.donorName })
              : t("donation.success.title")}
          </h1>
          <p>{t("donation.success.received", { amount: money(given.amount) })}</p>
          {given.message ? <blockquote className="vt-long-text">{given.message}</blockquote> : null}
          <Link className="vt-button vt-button--primary" href={routePath("products")}>
            {t("cart.continueShopping")}
          </Link>
        </div>
      )}
    </ResourceView>
  );
}
