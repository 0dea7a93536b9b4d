import type { ContentBlock } from "@vitrine/contract";
import { COMING_SOON_PASSWORD, DEMO_GIFT_CODES } from "@vitrine/contract/demo";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/password";
import type { Database } from "../db/schema";
import { giftCodeHash } from "../gifts/gift-code";
import { randomId } from "../orders/order-codes";
import type { SeedStep } from "./run-seed";
import { seedId } from "./seed-id";
import { DEMO_SHOP_ID } from "./shops-seed";

const UPDATED_AT = new Date("2026-10-01T09:00:00.000Z");

const PAGES: Array<{ slug: string; title: string; blocks: ContentBlock[] }> = [
  {
    slug: "about",
    title: "About",
    blocks: [
      {
        type: "paragraph",
        text: "Maya Makes is a one-person studio making prints, merch and zines.",
      },
      { type: "heading", text: "How it started" },
      {
        type: "paragraph",
        text: "A sketchbook a day since 2019, a first sticker run in 2021, and a shop since 2022.",
      },
      { type: "quote", text: "Done is better than perfect — but it should still look good." },
    ],
  },
  {
    slug: "shipping",
    title: "Shipping",
    blocks: [
      { type: "paragraph", text: "Orders ship from Portland, Oregon within two working days." },
      {
        type: "list",
        items: [
          "Standard (US): 3–5 days, $5, free from $75",
          "Express (US): 1–2 days, $15",
          "International: 7–14 days, $18",
          "International express: 3–5 days, $45",
        ],
      },
    ],
  },
  {
    slug: "returns",
    title: "Returns",
    blocks: [
      {
        type: "paragraph",
        text: "Unworn items can be returned within 30 days. Print-on-demand items are made for you and can only be returned if they arrive damaged.",
      },
      { type: "heading", text: "Cancelling an order" },
      {
        type: "paragraph",
        text: "You can cancel from your order status page until the order ships.",
      },
    ],
  },
  {
    slug: "faq",
    title: "FAQ",
    blocks: [
      { type: "heading", text: "When will my order arrive?" },
      { type: "paragraph", text: "See the shipping page; every order gets a tracking number." },
      { type: "heading", text: "Can I redeem a Twitch gift?" },
      { type: "paragraph", text: "Yes: enter your code on the Twitch gift page." },
      { type: "heading", text: "What does a membership include?" },
      { type: "paragraph", text: "Every post and video, members-only drops and direct messages." },
    ],
  },
];

const GIFTS = [
  { product: "Owl Enamel Pin", gifter: "pixelfox", message: "For the best chat regular!" },
  { product: "Deadline Mug", gifter: "nightowl_42", message: "Coffee for the next stream." },
  { product: "Studio Tee", gifter: "sketchy_sam", message: "Welcome to the club 🎉" },
] as const;

/**
 * Shop pages (about, shipping, returns, FAQ) for the shops that sell, the coming-soon page and
 * its hashed password on `soon.localhost`, the demo shop's donation settings and three Twitch
 * gifts with their redemption codes.
 */
async function seedShopPages(trx: Kysely<Database>): Promise<void> {
  const shops = [DEMO_SHOP_ID, "shop_minimal", "shop_plain"];
  await trx
    .insertInto("pages")
    .values(
      shops.flatMap((shopId) =>
        PAGES.map((page) => ({
          id: seedId("page", `${shopId}/${page.slug}`),
          shop_id: shopId,
          slug: page.slug,
          title: page.title,
          blocks: JSON.stringify(page.blocks),
          updated_at: UPDATED_AT,
        })),
      ),
    )
    .execute();

  await trx
    .insertInto("coming_soon_settings")
    .values({
      shop_id: "shop_soon",
      headline: "Something new is on its way",
      message: "The shop opens soon. Have the password? Come in early.",
      launch_at: new Date("2027-01-15T17:00:00.000Z"),
      password_hash: await hashPassword(COMING_SOON_PASSWORD),
    })
    .execute();

  await trx
    .insertInto("donation_settings")
    .values({
      shop_id: DEMO_SHOP_ID,
      enabled: true,
      title: "Support the studio",
      description: "Tips keep the sketchbook lessons free. Thank you!",
      preset_amounts: JSON.stringify([300, 500, 1000, 2500]),
      min_amount: 100,
      max_amount: 100_000,
    })
    .execute();

  const variants = await trx
    .selectFrom("products as p")
    .innerJoin("product_variants as v", "v.product_id", "p.id")
    .select(["p.id as product_id", "p.name", "v.id as variant_id", "v.position"])
    .where("p.shop_id", "=", DEMO_SHOP_ID)
    .where(
      "p.name",
      "in",
      GIFTS.map((gift) => gift.product),
    )
    .orderBy("v.position")
    .execute();
  await trx
    .insertInto("gifts")
    .values(
      GIFTS.map((gift, index) => {
        const variant = variants.find((row) => row.name === gift.product);
        if (!variant) throw new Error(`Gift product missing from the catalogue: ${gift.product}`);
        return {
          // Random, not derived from the product: a gift's page is reached only from its link.
          id: randomId("gift"),
          shop_id: DEMO_SHOP_ID,
          product_id: variant.product_id,
          variant_id: variant.variant_id,
          gifter_name: gift.gifter,
          message: gift.message,
          channel_name: "mayamakes",
          code_hash: giftCodeHash(DEMO_GIFT_CODES[index] ?? ""),
          created_at: new Date(Date.parse("2026-11-20T20:00:00.000Z") + index * 60_000),
        };
      }),
    )
    .execute();
}

export const shopPagesSeed: SeedStep = { name: "shop-pages-gifts", run: seedShopPages };
