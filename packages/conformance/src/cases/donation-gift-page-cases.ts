import { endpoints } from "@vitrine/contract";
import { DEMO_GIFT_CODES, TEST_CARDS } from "@vitrine/contract/demo";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";

const { donations, twitch, pages } = endpoints;

/** The demo's first gift code, open on both platforms until the redeem case uses it. */
const GIFT_CODE = DEMO_GIFT_CODES[0];

const donate = (storefront: Storefront) =>
  storefront.api.donations.donate({
    amount: 1000,
    email: "donor@conformance.test",
    donorName: "Ada",
    message: "Keep it up!",
    paymentmethod: { cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: "123" },
  });

export const donationCases: ConformanceCase[] = [
  {
    endpoint: donations.settings,
    as: "visitor",
    call: (shop) => shop.api.donations.settings(),
  },
  { endpoint: donations.donate, as: "visitor", call: donate },
  {
    endpoint: donations.confirm,
    as: "visitor",
    call: async (shop) => {
      const pending = await shop.api.donations.donate({
        amount: 1000,
        email: "donor@conformance.test",
        paymentmethod: {
          cardNumber: TEST_CARDS.requiresAction,
          expMonth: 12,
          expYear: 2030,
          cvc: "123",
        },
      });
      if (pending.status !== "REQUIRES_ACTION") throw new Error(`not waiting: ${pending.status}`);
      const paid = await shop.api.donations.confirm(pending.id);
      if (paid.status !== "PAID") throw new Error(`the donation was not paid: ${paid.status}`);
      return paid;
    },
  },
  {
    endpoint: donations.get,
    as: "visitor",
    call: async (shop) => shop.api.donations.get((await donate(shop)).id),
  },
];

/** Verify and the gift page come before redeem, which uses the code up on the shop API. */
export const twitchCases: ConformanceCase[] = [
  { endpoint: twitch.twitchState, as: "visitor", call: (shop) => shop.api.twitch.state() },
  {
    endpoint: twitch.verifyGiftCode,
    as: "visitor",
    call: (shop) => shop.api.twitch.verifyGiftCode(` ${GIFT_CODE.toLowerCase()} `),
  },
  {
    endpoint: twitch.getGift,
    as: "visitor",
    call: async (shop) =>
      shop.api.twitch.getGift((await shop.api.twitch.verifyGiftCode(GIFT_CODE)).id),
  },
  {
    endpoint: twitch.redeemGiftCode,
    as: "visitor",
    call: (shop) =>
      shop.api.twitch.redeemGiftCode({
        code: GIFT_CODE,
        email: "recipient@conformance.test",
        shippingAddress: {
          fullName: "Grace Recipient",
          line1: "2 Harbour Road",
          city: "Portland",
          region: "OR",
          postalCode: "97201",
          country: "US",
        },
      }),
  },
];

export const pageCases: ConformanceCase[] = [
  { endpoint: pages.get, as: "visitor", call: (shop) => shop.api.pages.get("about") },
  { endpoint: pages.comingSoon, as: "visitor", call: (shop) => shop.api.pages.comingSoon() },
];
