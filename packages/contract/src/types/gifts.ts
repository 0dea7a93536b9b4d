import type { ProductImage } from "./catalog";
import type { IsoDateTime } from "./common";
import type { OrderReference, ShippingAddress } from "./shop-checkout";

export type GiftStatus = "AVAILABLE" | "REDEEMED";

/** A product a Twitch viewer gifted; the recipient redeems it with a code. */
export interface Gift {
  id: string;
  productId: string;
  productSlug: string;
  productName: string;
  variantName: string;
  image: ProductImage | null;
  gifterName: string;
  message: string;
  channelName: string;
  status: GiftStatus;
  createdAt: IsoDateTime;
  redeemedAt: IsoDateTime | null;
}

export interface RedeemGiftCodePayload {
  code: string;
  email: string;
  shippingAddress: ShippingAddress;
}

/** A redeemed gift and the free order that ships it. */
export interface GiftRedemption {
  gift: Gift;
  order: OrderReference;
}
