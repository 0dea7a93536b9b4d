import type { Gift, GiftRedemption } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  FormField,
  FormMessage,
  focusFirstInvalid,
  Image,
  ShippingContactFields,
  useFormAction,
  useShippingContact,
} from "@vitrine/theme-kit";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TwitchStatus } from "../../../components/twitch/twitch-status";

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
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [code, setCode] = useState("");
  const [blank, setBlank] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBlank(code.trim() === "");
    if (code.trim() === "") {
      focusFirstInvalid(form.current);
      return;
    }
    const ok = await action.run(async () => {
      onVerified(code.trim(), await api.twitch.verifyGiftCode(code.trim()));
    }, t("twitchRedeem.invalidCode"));
    if (!ok) focusFirstInvalid(form.current);
  }

  return (
    <form ref={form} className="vt-form" noValidate onSubmit={submit}>
      <FormField
        label={t("twitchRedeem.code")}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          action.reset();
        }}
        hint={t("twitchRedeem.codeHint")}
        error={blank ? t("twitchRedeem.codeRequired") : action.error}
      />
      <Button type="submit" busy={action.busy}>
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
      <div className="vt-gift__media">
        {gift.image === null ? null : (
          <Image
            src={gift.image.url}
            alt={gift.image.alt}
            width={gift.image.width}
            height={gift.image.height}
            sizes={GIFT_PREVIEW_IMAGE.sizes}
            maxWidth={GIFT_PREVIEW_IMAGE.maxWidth}
          />
        )}
      </div>
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
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const contact = useShippingContact({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = contact.validate();
    if (valid === null) {
      focusFirstInvalid(form.current);
      return;
    }
    await action.run(async () => {
      onRedeemed(await api.twitch.redeemGiftCode({ code, ...valid }));
    }, t("twitchRedeem.failed"));
  }

  return (
    <form ref={form} className="vt-form" noValidate onSubmit={submit}>
      <FormMessage action={action} />
      <ShippingContactFields contact={contact} />
      <Button type="submit" busy={action.busy}>
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
