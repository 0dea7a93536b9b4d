import type { Tier } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import {
  Link,
  type PageProps,
  useNotify,
  useShop,
  useStorefront,
  useSubscriptionActions,
} from "@vitrine/sdk/react";
import { Button, EmptyState } from "@vitrine/theme-kit";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountFrame } from "../components/account-nav";
import { useDate } from "../components/format";
import { useUser } from "../components/use-user";
import { OtherTiers } from "./other-tiers";

type TierOffer = Pick<Tier, "id" | "name" | "type" | "monthlyPrice">;

/**
 * The `member-change-subscription` page: the current subscription and what can change.
 * A dearer tier is an upgrade checkout (paid now); a cheaper one a downgrade at period end, which
 * can be taken back; cancelling keeps access to the period end and opens the exit survey; a
 * cancelled subscription can be resumed until then. A change that stays on this page is
 * confirmed by a toast: the page itself only changes a line of text.
 */
export function ChangeSubscriptionPage({ route }: PageProps<"member-change-subscription">) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const { state: shop } = useShop();
  const subscriptionActions = useSubscriptionActions();
  const user = useUser();
  const date = useDate();
  const action = useFormAction();
  const notify = useNotify();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const subscription = user?.type === "MEMBER" ? user.subscription : null;
  if (user?.type !== "MEMBER" || subscription === null) {
    return (
      <AccountFrame route={route} title={t("membership.subscription.title")}>
        <EmptyState
          title={t("membership.subscription.none")}
          action={
            <Link className="vt-button vt-button--primary" href={routePath("membership-pricing")}>
              {t("membership.billing.join")}
            </Link>
          }
        />
      </AccountFrame>
    );
  }
  const tiers = shop.membershipSettings?.tiers ?? [];
  const current = tiers.find((tier) => tier.id === subscription.tierId);
  const pending = tiers.find((tier) => tier.id === subscription.pendingDowngradeTierId);
  const cancelled = subscription.canceledAt !== null;
  const periodEnd = date(subscription.currentPeriodEnd);
  const fail = t("membership.subscription.failed");

  function upgrade(tier: TierOffer) {
    void action.run(async () => {
      const checkout = await api.order.createCheckout({
        tierId: tier.id,
        interval: subscription?.interval ?? "MONTHLY",
        upgrade: true,
        memberId: user?.id,
      });
      navigate(routePath("membership-checkout-change-subscription", { checkoutId: checkout.id }));
    }, fail);
  }
  function change(run: () => Promise<unknown>, success: string) {
    void action.run(async () => {
      await run();
      void notify(success, "success");
    }, fail);
  }
  function cancel() {
    void action.run(async () => {
      const next = await subscriptionActions.cancel();
      void notify(t("membership.toasts.cancelled", { date: periodEnd }), "success");
      navigate(routePath("member-exit-survey", { subscriptionId: next.id }));
    }, fail);
  }

  return (
    <AccountFrame route={route} title={t("membership.subscription.title")}>
      <section className="vt-card vt-subscription">
        <p>
          <strong>
            {t("membership.subscription.current", {
              tier: current?.name ?? "",
              interval:
                subscription.interval === "ANNUAL"
                  ? t("membership.subscription.annual")
                  : t("membership.subscription.monthly"),
            })}
          </strong>
        </p>
        <p>
          {cancelled
            ? t("membership.subscription.endsOn", { date: periodEnd })
            : t("membership.subscription.renews", { date: periodEnd })}
        </p>
        {pending === undefined ? null : (
          <p>
            {t("membership.subscription.pendingDowngrade", { tier: pending.name, date: periodEnd })}
          </p>
        )}
        <FormMessage action={action} />
        <div className="vt-actions">
          {cancelled ? (
            <Button
              busy={action.busy}
              onClick={() =>
                change(() => subscriptionActions.resume(), t("membership.toasts.resumed"))
              }
            >
              {t("membership.subscription.resume")}
            </Button>
          ) : null}
          {pending !== undefined && current !== undefined ? (
            <Button
              variant="secondary"
              busy={action.busy}
              onClick={() =>
                change(
                  () => subscriptionActions.cancelDowngrade(),
                  t("membership.toasts.downgradeCancelled", { tier: current.name }),
                )
              }
            >
              {t("membership.subscription.cancelDowngrade", { tier: current.name })}
            </Button>
          ) : null}
          {!cancelled && !confirmCancel ? (
            <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
              {t("membership.subscription.cancel")}
            </Button>
          ) : null}
        </div>
        {!cancelled && confirmCancel ? (
          <fieldset className="vt-fieldset vt-actions">
            <legend>{t("membership.subscription.cancelConfirm", { date: periodEnd })}</legend>
            <Button busy={action.busy} onClick={cancel}>
              {t("membership.subscription.cancel")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
              {t("membership.billing.cancelEdit")}
            </Button>
          </fieldset>
        ) : null}
      </section>
      {cancelled ? null : (
        <OtherTiers
          tiers={tiers}
          current={current}
          currency={shop.membershipSettings?.currency}
          busy={action.busy}
          onUpgrade={upgrade}
          onDowngrade={(tier) =>
            change(
              () => subscriptionActions.downgrade(tier.id),
              t("membership.toasts.downgraded", { tier: tier.name, date: periodEnd }),
            )
          }
        />
      )}
    </AccountFrame>
  );
}
