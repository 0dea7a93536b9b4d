import type { ContentBlock } from "@vitrine/contract";
import type { Kysely } from "kysely";
import { databaseMediaStore } from "../assets/media-store";
import type { Database } from "../db/schema";
import {
  DEMO_AUDIOS,
  DEMO_PERKS,
  DEMO_POSTS,
  DEMO_SERIES,
  DEMO_VIDEOS,
  type DemoAccess,
  type DemoPost,
} from "./content-data";
import { ART_SIZE, type ArtShape, renderProductArt } from "./product-art";
import type { SeedStep } from "./run-seed";
import { seedId } from "./seed-id";
import { DEMO_SHOP_ID } from "./shops-seed";
import { toneWav } from "./tone-wav";

const NEWEST_POST = Date.parse("2026-11-18T16:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const NOTE_SECONDS = 1;
const COLOURS = ["#FF6B4A", "#4A9DFF", "#3DD68C", "#B46CFF", "#FFC53D"];

const tierId = (key: string) => seedId("tier", `${DEMO_SHOP_ID}/${key}`);
const access = (item: DemoAccess) => ({
  visibility: item.visibility,
  min_tier_id: item.tier ? tierId(item.tier) : null,
});

/**
 * A cover drawn for what it covers: a play button for what plays (videos, series, audio), a
 * journal for text posts, which had worn the play button as if they played.
 */
const COVER_SHAPES = { video: "video", audio: "video", text: "book" } as const satisfies Record<
  string,
  ArtShape
>;

async function artwork(
  trx: Kysely<Database>,
  kind: keyof typeof COVER_SHAPES,
  { title, colour, caption }: { title: string; colour: string; caption: string },
) {
  const bytes = await renderProductArt({
    title,
    shape: COVER_SHAPES[kind],
    fill: colour,
    accent: "#FFFFFF",
    background: "#16161D",
    caption,
  });
  return databaseMediaStore.put(trx, {
    shopId: DEMO_SHOP_ID,
    name: title,
    extension: "webp",
    bytes,
    ...ART_SIZE,
  });
}

/** A video's or audio's sound: what members pay for, so gated. */
function storeSource(trx: Kysely<Database>, handle: string, wav: Uint8Array) {
  return databaseMediaStore.put(trx, {
    shopId: DEMO_SHOP_ID,
    name: handle,
    extension: "wav",
    bytes: wav,
    width: 0,
    height: 0,
    gated: true,
  });
}

/** Posts are stored as blocks: paragraphs, and a list when the post has one. */
function blocksOf(post: DemoPost): ContentBlock[] {
  const blocks: ContentBlock[] = post.paragraphs.map((text) => ({ type: "paragraph", text }));
  if (post.list) blocks.push({ type: "list", items: post.list });
  return blocks;
}

/**
 * The demo shop's membership content: two video series, nine videos, four audio pieces and 22
 * posts, with posters and covers drawn and short tone soundtracks (WAV) generated here, so no
 * media file ships in the repo. A video's source is its generated audio track (see the README).
 */
async function seedContent(trx: Kysely<Database>): Promise<void> {
  const series = await Promise.all(
    DEMO_SERIES.map(async (item, position) => ({
      id: seedId("series", item.handle),
      shop_id: DEMO_SHOP_ID,
      handle: item.handle,
      title: item.title,
      description: item.description,
      cover_media_id: await artwork(trx, "video", {
        title: item.title,
        colour: item.colour,
        caption: "Series",
      }),
      position,
    })),
  );
  await trx.insertInto("video_series").values(series).execute();

  const seriesPositions = new Map<string, number>();
  const videos = await Promise.all(
    DEMO_VIDEOS.map(async (item, index) => {
      const wav = toneWav(item.notes, NOTE_SECONDS);
      let seriesPosition: number | null = null;
      if (item.series) {
        seriesPosition = (seriesPositions.get(item.series) ?? 0) + 1;
        seriesPositions.set(item.series, seriesPosition);
      }
      return {
        id: seedId("video", item.handle),
        shop_id: DEMO_SHOP_ID,
        handle: item.handle,
        title: item.title,
        description: item.description,
        poster_media_id: await artwork(trx, "video", {
          title: item.title,
          colour: COLOURS[index % COLOURS.length] ?? "#FF6B4A",
          caption: "Video",
        }),
        source_media_id: await storeSource(trx, item.handle, wav),
        duration_seconds: item.notes.length * NOTE_SECONDS,
        series_id: item.series ? seedId("series", item.series) : null,
        series_position: seriesPosition,
        featured: item.featured ?? false,
        ...access(item),
        published_at: new Date(NEWEST_POST - (index + 1) * DAY_MS),
      };
    }),
  );
  await trx.insertInto("videos").values(videos).execute();

  const audios = await Promise.all(
    DEMO_AUDIOS.map(async (item, index) => ({
      id: seedId("audio", item.handle),
      shop_id: DEMO_SHOP_ID,
      handle: item.handle,
      title: item.title,
      description: item.description,
      cover_media_id: await artwork(trx, "audio", {
        title: item.title,
        colour: COLOURS[(index + 2) % COLOURS.length] ?? "#4A9DFF",
        caption: "Audio",
      }),
      source_media_id: await storeSource(trx, item.handle, toneWav(item.notes, NOTE_SECONDS)),
      duration_seconds: item.notes.length * NOTE_SECONDS,
      ...access(item),
      published_at: new Date(NEWEST_POST - (index + 2) * DAY_MS),
    })),
  );
  await trx.insertInto("audios").values(audios).execute();

  const mediaCover = new Map([
    ...videos.map((video) => [video.handle, video.poster_media_id] as const),
    ...audios.map((audio) => [audio.handle, audio.cover_media_id] as const),
  ]);
  const textCovers = await Promise.all(
    COLOURS.map((colour, index) =>
      artwork(trx, "text", { title: "Maya Makes", colour, caption: `Journal ${index + 1}` }),
    ),
  );
  await trx
    .insertInto("posts")
    .values(
      DEMO_POSTS.map((post, index) => ({
        id: seedId("post", post.handle),
        shop_id: DEMO_SHOP_ID,
        handle: post.handle,
        type: post.type,
        title: post.title,
        excerpt: post.paragraphs[0] ?? "",
        blocks: JSON.stringify(blocksOf(post)),
        cover_media_id:
          (post.media && mediaCover.get(post.media)) ||
          textCovers[index % textCovers.length] ||
          null,
        video_id: post.type === "VIDEO" && post.media ? seedId("video", post.media) : null,
        audio_id: post.type === "AUDIO" && post.media ? seedId("audio", post.media) : null,
        ...access(post),
        unlock_price: post.unlockPrice ?? null,
        published_at: new Date(NEWEST_POST - index * DAY_MS),
      })),
    )
    .execute();

  await trx
    .insertInto("perks")
    .values(
      DEMO_PERKS.map((perk, position) => ({
        id: seedId("perk", `${perk.tier}/${perk.title}`),
        shop_id: DEMO_SHOP_ID,
        tier_id: tierId(perk.tier),
        title: perk.title,
        description: perk.description,
        kind: perk.kind,
        value: perk.value,
        position,
      })),
    )
    .execute();
}

export const contentSeed: SeedStep = { name: "membership-content", run: seedContent };
