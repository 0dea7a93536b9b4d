import type { SocialPlatform } from "@vitrine/contract";
import type { Kysely } from "kysely";
import { databaseMediaStore, mediaUrl } from "../assets/media-store";
import type { Database } from "../db/schema";
import { ART_SIZE, renderProductArt } from "./product-art";
import type { SeedStep } from "./run-seed";
import { seedId } from "./seed-id";
import { DEMO_SHOP_ID } from "./shops-seed";

const FIRST_POST = Date.parse("2026-11-19T17:00:00.000Z");
const HOUR_MS = 60 * 60 * 1000;

const CAPTIONS: Record<SocialPlatform, string[]> = {
  TIKTOK: [
    "Speed-painting the Night Owl in 60 seconds 🦉",
    "Packing 200 sticker orders with me",
    "POV: the riso printer finally works",
    "Which colour should the next hoodie be?",
    "Brush pen test: cheap vs. expensive",
    "Unboxing the Trail Runner samples 👟",
    "Three sketchbook tips I wish I knew earlier",
    "Studio tour in 30 seconds",
    "Drawing your comments, part 12",
    "The mug that survived four moves",
    "Fixing a misprint live",
    "Day in the life of a tiny merch shop",
  ],
  YOUTUBE: [
    "How I make a risograph poster, start to finish",
    "I redesigned my whole shop (and what I learned)",
    "Drawing every day for a year: the results",
    "Designing a shoe with 2,048 variants",
    "My honest sketchbook tour",
    "Lo-fi beats to draw to — 2 hour session",
    "Screen printing hoodies at home",
    "Answering your questions about selling art online",
    "The process zine: from script to print",
    "Painting Mountain Dawn in gouache",
    "Making enamel pins: factory samples review",
    "Studio vlog: packing the holiday drop",
  ],
  INSTAGRAM: [
    "New drop: Night Owl Hoodie in three colours",
    "Mountain Dawn prints are signed and ready",
    "Sticker Pack Vol. 2 has a holographic owl ✨",
    "Deadline Mug, for the all-nighters",
    "Behind the scenes at the print shop",
    "The Trail Runner, in every colour",
    "Sketchbook Club tee, designed by members",
    "Desk mat restock this Friday",
    "Pin bundle giveaway winners announced",
    "Process zine #3 is back from the printer",
    "Tote bags, now in heavy canvas",
    "Thank you for 100k!",
  ],
};

function urlOf(platform: SocialPlatform, n: number, handle: string): string {
  const id = String(7_300_000_000_000_000_000n + BigInt(n));
  if (platform === "TIKTOK") return `https://www.tiktok.com/@mayamakes/video/${id}`;
  if (platform === "YOUTUBE")
    return `https://www.youtube.com/watch?v=${handle}${n.toString(36).padStart(4, "0")}`;
  return `https://www.instagram.com/p/MAYA${n.toString(36).padStart(6, "0")}/`;
}

async function seedSocialFeeds(trx: Kysely<Database>): Promise<void> {
  const productImages = await trx
    .selectFrom("product_images")
    .innerJoin("products", "products.id", "product_images.product_id")
    .select("product_images.media_id")
    .where("products.shop_id", "=", DEMO_SHOP_ID)
    .where("product_images.position", "=", 0)
    .orderBy("products.sales_count", "desc")
    .execute();
  const videoThumbnails = await Promise.all(
    ["#FF6B4A", "#4A9DFF", "#3DD68C", "#B46CFF"].map(async (fill, n) =>
      mediaUrl(
        await databaseMediaStore.put(trx, {
          shopId: DEMO_SHOP_ID,
          name: `video-thumbnail-${n}`,
          extension: "webp",
          bytes: await renderProductArt({
            title: "Maya Makes",
            caption: `Episode ${n + 1}`,
            shape: "video",
            fill,
            accent: "#FFFFFF",
            background: "#16161D",
          }),
          ...ART_SIZE,
        }),
      ),
    ),
  );

  const rows = (Object.keys(CAPTIONS) as SocialPlatform[]).flatMap((platform) =>
    (CAPTIONS[platform] ?? []).map((caption, n) => {
      const handle = platform === "YOUTUBE" ? (n % 3 === 2 ? "mayamakesclips" : "mayamakes") : null;
      const thumbnail =
        platform === "INSTAGRAM"
          ? mediaUrl(productImages[n % Math.max(productImages.length, 1)]?.media_id ?? "")
          : (videoThumbnails[n % videoThumbnails.length] ?? "");
      return {
        id: seedId("social", `${platform}/${n}`),
        shop_id: DEMO_SHOP_ID,
        platform,
        handle,
        url: urlOf(platform, n, handle ?? ""),
        thumbnail_url: thumbnail,
        caption,
        published_at: new Date(FIRST_POST - n * 31 * HOUR_MS),
      };
    }),
  );
  await trx.insertInto("social_feed_items").values(rows).execute();
}

export const socialSeed: SeedStep = { name: "social-feeds", run: seedSocialFeeds };
