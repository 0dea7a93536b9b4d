import type { Gift, GiftRedemption } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import {
  ShippingContactFields,
  shippingContact,
  shippingContactValues,
} from "@vitrine/theme-kit/checkout";
import { FormField, FormMessage, readableError, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { GiftMedia } from "../../../components/twitch/gift-media";
import { TwitchStatus } from "../../../components/twitch/twitch-status";

const giftCode = z.object({ code: z.string().check(z.trim(), z.minLength(1)) });

/**
 * The `twitch-redeem-gift` page: the recipient types the code from the stream, sees the gift it opens,
 * then gives the address it ships to; the free order's status page is linked at the end. The shop's
 * channel and whether gifting is open head the page.
 */
export function TwitchRedeemGiftPage(_: PageProps<"twitch-redeem-gift">) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<{ code: string; gift: Gift }>();
  const [redemption, setRedemption] = useState<GiftRedemption>();
  return (
    <div className="vt-redeem">
      <h1>{t("twitchRedeem.title")}</h1>
      <TwitchStatus />
      {redemption !== undefined ? (
        <Redeemed redemption={redemption} />
      ) : verified === undefined ? (
        <CodeForm onVerified={(code, gift) => setVerified({ code, gift })} />
      ) : (
        <>
          <GiftPreview gift={verified.gift} />
          <ShippingForm code={verified.code} onRedeemed={setRedemption} />
        </>
      )}
    </div>
  );
}

function CodeForm({ onVerified }: { onVerified: (code: string, gift: Gift) => void }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useSchemaForm(giftCode, { defaultValues: { code: "" } });
  // A code the shop does not know is this field's error, said where the code was typed.
  const submit = form.onSubmit(async ({ code }) => {
    try {
      onVerified(code, await api.twitch.verifyGiftCode(code));
    } catch (failure) {
      const message = readableError(failure, t("twitchRedeem.invalidCode"));
      form.form.setError("code", { type: "server", message }, { shouldFocus: true });
    }
  }, t("twitchRedeem.invalidCode"));

  return (
    <form className="vt-form" noValidate onSubmit={submit}>
      <FormField
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint={t("twitchRedeem.codeHint")}
        {...form.field("code", t("twitchRedeem.code"), t("twitchRedeem.codeRequired"))}
      />
      <Button type="submit" busy={form.action.busy}>
        {t("twitchRedeem.check")}
      </Button>
    </form>
  );
}

/** `.vt-gift--compact`'s 8rem column from 750 px; below it, the 45rem redemption column. */
const GIFT_PREVIEW_IMAGE = { sizes: "(min-width: 750px) 128px, 100vw", maxWidth: 720 };

function GiftPreview({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  return (
    <section className="vt-gift vt-gift--compact" aria-labelledby="vt-redeem-gift">
      <GiftMedia image={gift.image} {...GIFT_PREVIEW_IMAGE} />
      <div>
        <h2 id="vt-redeem-gift">
          {t("gift.title", { gifter: gift.gifterName, product: gift.productName })}
        </h2>
        {gift.message ? <blockquote className="vt-long-text">{gift.message}</blockquote> : null}
      </div>
    </section>
  );
}

function ShippingForm({
  code,
  onRedeemed,
}: {
  code: string;
  onRedeemed: (redemption: GiftRedemption) => void;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useSchemaForm(shippingContact, { defaultValues: shippingContactValues({}) });
  const submit = form.onSubmit(async (contact) => {
    onRedeemed(await api.twitch.redeemGiftCode({ code, ...contact }));
  }, t("twitchRedeem.failed"));

  return (
    <form className="vt-form" noValidate onSubmit={submit}>
      <FormMessage action={form.action} />
      <ShippingContactFields form={form} />
      <Button type="submit" busy={form.action.busy}>
        {t("twitchRedeem.redeem")}
      </Button>
    </form>
  );
}

function Redeemed({ redemption }: { redemption: GiftRedemption }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: focus the outcome so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="vt-redeem__done" aria-labelledby="vt-redeem-done">
      <h2 id="vt-redeem-done" ref={heading} tabIndex={-1}>
        {t("twitchRedeem.done", { product: redemption.gift.productName })}
      </h2>
      <p>{t("twitchRedeem.order", { number: redemption.order.number })}</p>
      <Link
        className="vt-button vt-button--primary"
        href={routePath("order-status", { orderCode: redemption.order.code })}
      >
        {t("orders.thankyou.viewStatus")}
      </Link>
    </section>
  );
}
