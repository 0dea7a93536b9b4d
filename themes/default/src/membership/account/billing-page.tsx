import type { PaymentMethod } from "@vitrine/contract";
import { routePath, toUiPage } from "@vitrine/sdk";
import {
  Link,
  type PageProps,
  useAuth,
  useNotify,
  useResource,
  useStorefront,
} from "@vitrine/sdk/react";
import {
  Button,
  EmptyState,
  Pagination,
  pageFromSearch,
  ResourceView,
  useMoney,
} from "@vitrine/theme-kit";
import { CardFieldset, useCardForm } from "@vitrine/theme-kit/checkout";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountFrame } from "../components/account-nav";
import { useDate } from "../components/format";
import { useUser } from "../components/use-user";

/**
 * The `member-billing` page: the next payment, the card on file (replacing or removing it), and
 * the billing history, paged with a 1-based `?page=`. Members without a membership are sent here
 * by the guards, so it also says how to join.
 */
export function BillingPage({ route, search }: PageProps<"member-billing">) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useDate();
  const user = useUser();
  const membershipId = user?.type === "MEMBER" ? user.subscription?.membershipId : undefined;
  const next = user?.type === "MEMBER" ? user.billingInfo?.nextPayment : null;
  return (
    <AccountFrame route={route} title={t("membership.billing.title")}>
      {membershipId === undefined ? (
        <EmptyState
          title={t("membership.billing.noMembership")}
          action={
            <Link className="vt-button vt-button--primary" href={routePath("membership-pricing")}>
              {t("membership.billing.join")}
            </Link>
          }
        />
      ) : (
        <>
          {next ? (
            <p>
              {t("membership.billing.nextPayment", {
                amount: money(next.amount),
                date: date(next.date),
              })}
            </p>
          ) : null}
          <PaymentMethodSection membershipId={membershipId} />
          <BillingHistory membershipId={membershipId} page={pageFromSearch(search)} />
        </>
      )}
    </AccountFrame>
  );
}

function BillingHistory({ membershipId, page }: { membershipId: string; page: number }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const date = useDate();
  const money = useMoney();
  const records = useResource(
    (signal) => api.order.billingHistory(membershipId, { page }, { signal }),
    [membershipId, page],
  );
  return (
    <section className="vt-section" aria-labelledby="vt-billing-history">
      <h2 id="vt-billing-history">{t("membership.billing.history")}</h2>
      <ResourceView
        resource={records}
        isEmpty={(list) => list.data.length === 0}
        empty={<EmptyState title={t("membership.billing.empty")} />}
      >
        {(list) => (
          <>
            {/* On a phone the table scrolls sideways in this box: focusable, so keys scroll it. */}
            <div
              className="vt-table-scroll"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes focus so a keyboard can scroll it
              tabIndex={0}
            >
              <table className="vt-table">
                <thead>
                  <tr>
                    <th scope="col">{t("membership.billing.date")}</th>
                    <th scope="col">{t("membership.billing.invoice")}</th>
                    <th scope="col">{t("membership.billing.description")}</th>
                    <th scope="col">{t("membership.billing.amount")}</th>
                    <th scope="col">{t("membership.billing.status")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((record) => (
                    <tr key={record.id}>
                      <td>{date(record.date)}</td>
                      <td>{record.invoiceNumber}</td>
                      <td>{record.description}</td>
                      <td>{money(record.amount)}</td>
                      <td>{t(`membership.billing.statuses.${record.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={toUiPage(list.page.pageNum)}
              totalPages={list.page.totalPages}
              hrefFor={(number) => `${routePath("member-billing")}?page=${number}`}
            />
          </>
        )}
      </ResourceView>
    </section>
  );
}

function PaymentMethodSection({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState(false);
  const method = useResource(
    (signal) => api.order.getPaymentMethod(membershipId, { signal }),
    [membershipId, version],
  );
  return (
    <section className="vt-section" aria-labelledby="vt-payment-method">
      <h2 id="vt-payment-method">{t("membership.billing.paymentMethod")}</h2>
      <ResourceView resource={method}>
        {(card) => (
          <>
            <CardSummary card={card} />
            {editing ? (
              <UpdateCard
                membershipId={membershipId}
                onDone={() => {
                  setEditing(false);
                  setVersion((count) => count + 1);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <div className="vt-actions">
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  {t("membership.billing.updateCard")}
                </Button>
                {card === null ? null : (
                  <RemoveCard
                    membershipId={membershipId}
                    onRemoved={() => setVersion((count) => count + 1)}
                  />
                )}
              </div>
            )}
          </>
        )}
      </ResourceView>
    </section>
  );
}

function CardSummary({ card }: { card: PaymentMethod | null }) {
  const { t } = useTranslation();
  if (card === null) return <p>{t("membership.billing.noCard")}</p>;
  return (
    <p>
      {t("membership.billing.card", {
        brand: card.brand,
        last4: card.last4,
        month: String(card.expMonth).padStart(2, "0"),
        year: card.expYear,
      })}
    </p>
  );
}

/**
 * Removing the saved card, after the member confirms: the next renewal will then ask for a card.
 * The auth store's card goes too, so nothing else on the page still offers it.
 */
function RemoveCard({ membershipId, onRemoved }: { membershipId: string; onRemoved: () => void }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setPaymentMethod } = useAuth();
  const notify = useNotify();
  const action = useFormAction();
  const [confirming, setConfirming] = useState(false);
  function remove() {
    void action.run(async () => {
      await api.order.deletePaymentMethod(membershipId);
      setPaymentMethod(null);
      onRemoved();
      void notify(t("membership.toasts.cardRemoved"), "success");
    }, t("membership.billing.removeFailed"));
  }
  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t("membership.billing.removeCard")}
      </Button>
    );
  }
  return (
    <fieldset className="vt-fieldset vt-actions">
      <legend>{t("membership.billing.removeConfirm")}</legend>
      <FormMessage action={action} />
      <Button busy={action.busy} onClick={remove}>
        {t("membership.billing.removeCard")}
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(false)}>
        {t("membership.billing.keepCard")}
      </Button>
    </fieldset>
  );
}

function UpdateCard({
  membershipId,
  onDone,
  onCancel,
}: {
  membershipId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { setPaymentMethod } = useAuth();
  const notify = useNotify();
  const form = useCardForm();
  const submit = form.onSubmit(async ({ card }) => {
    const { paymentMethodToken } = await api.order.setupPaymentMethod(membershipId, card);
    setPaymentMethod(await api.order.updatePaymentMethod(membershipId, paymentMethodToken));
    onDone();
    void notify(t("membership.toasts.cardUpdated"), "success");
  }, t("membership.form.failed"));
  return (
    <form className="vt-form" onSubmit={submit} noValidate>
      <CardFieldset form={form} legend={t("membership.billing.updateCard")} />
      <FormMessage action={form.action} />
      <div className="vt-actions">
        <Button type="submit" busy={form.action.busy}>
          {t("membership.billing.saveCard")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("membership.billing.cancelEdit")}
        </Button>
      </div>
    </form>
  );
}
