import * as z from "zod/mini";
import { email, shippingAddress as shippingAddressInput } from "../rules/field-rules";
import { productImage } from "./catalog";
import { isoDateTime } from "./common";
import { orderReference } from "./shop-checkout";

export const giftStatus = z.enum(["AVAILABLE", "REDEEMED"]);
export type GiftStatus = z.output<typeof giftStatus>;

/** A product a Twitch viewer gifted; the recipient redeems it with a code. */
export const gift = z.object({
  id: z.string(),
  productId: z.string(),
  productSlug: z.string(),
  productName: z.string(),
  variantName: z.string(),
  image: z.nullable(productImage),
  gifterName: z.string(),
  message: z.string(),
  channelName: z.string(),
  status: giftStatus,
  createdAt: isoDateTime,
  redeemedAt: z.nullable(isoDateTime),
});
export type Gift = z.output<typeof gift>;

/** A gift code as typed: spaces around it do not count, nor does its case. */
export const giftCode = z.string().check(z.trim(), z.minLength(4), z.maxLength(64));

export const verifyGiftCodePayload = z.object({ code: giftCode });
export type VerifyGiftCodePayload = z.input<typeof verifyGiftCodePayload>;

export const redeemGiftCodePayload = z.object({
  code: giftCode,
  email,
  shippingAddress: shippingAddressInput,
});
export type RedeemGiftCodePayload = z.input<typeof redeemGiftCodePayload>;

/** A redeemed gift and the free order that ships it. */
export const giftRedemption = z.object({
  gift,
  order: orderReference,
});
export type GiftRedemption = z.output<typeof giftRedemption>;
