import { endpoints, type Post, type PostContent, type PostUnlockOffer } from "@vitrine/contract";
import { Hono } from "hono";
import type { Selectable } from "kysely";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import type { PostsTable } from "../db/content-and-orders-schema";
import type { ShopDatabase } from "../db/database";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { listPage } from "../http/paging";
import { publicRead } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import { paymentProviderFor } from "../payments/provider-for";
import { createShopPayments } from "../shop-checkout/shop-payments";
import { canOpen, PRICING_PATH } from "./content-access";
import {
  accessRule,
  type ContentContext,
  contentContext,
  contentNotFound,
  lockedError,
} from "./content-context";
import { mediaInfo, toAudioSummary, toPostSummary, toVideoSummary } from "./content-mappers";
import { findVideo, unlockedPostIds } from "./content-queries";

type PostRow = Selectable<PostsTable>;

const { listPosts, getPost, getPostContent, getPostUnlock, unlockPost } = endpoints.posts;

async function findPost(
  db: ShopDatabase,
  ctx: ContentContext,
  where: { handle: string } | { id: string },
): Promise<PostRow> {
  const query = db
    .selectFrom("posts")
    .selectAll()
    .where("shop_id", "=", ctx.shopId)
    .where("published_at", "<=", ctx.now);
  const row = await ("handle" in where
    ? query.where("handle", "=", where.handle)
    : query.where("id", "=", where.id)
  ).executeTakeFirst();
  if (!row) throw contentNotFound("Post");
  return row;
}

async function postContent(
  db: ShopDatabase,
  ctx: ContentContext,
  row: PostRow,
): Promise<PostContent> {
  const [video, audio] = await Promise.all([
    row.video_id ? findVideo(db, ctx, { id: row.video_id }) : undefined,
    row.audio_id
      ? db.selectFrom("audios").selectAll().where("id", "=", row.audio_id).executeTakeFirst()
      : undefined,
  ]);
  const media = await mediaInfo(db, [
    video?.poster_media_id ?? null,
    audio?.cover_media_id ?? null,
  ]);
  return {
    blocks: row.blocks,
    video: video ? toVideoSummary(ctx, video, media) : null,
    audio: audio ? toAudioSummary(ctx, audio, media) : null,
  };
}

async function toPost(db: ShopDatabase, ctx: ContentContext, row: PostRow): Promise<Post> {
  const unlocked = (await unlockedPostIds(db, ctx, [row.id])).has(row.id);
  const media = await mediaInfo(db, [row.cover_media_id]);
  const summary = toPostSummary(ctx, row, media, unlocked);
  return { ...summary, content: summary.locked ? null : await postContent(db, ctx, row) };
}

/**
 * Posts under `/api/posts`: the feed (locked posts come as teasers: title, excerpt, cover), a
 * post by handle, its full content (SSHOP-403 to pricing or to the unlock page when locked), and
 * the pay-per-post unlock for a logged-in member (posts without an `unlockPrice` need a tier).
 */
export function postRoutes(deps: ShopApiDeps) {
  const { db, clock } = deps;
  const payments = createShopPayments(paymentProviderFor(deps));
  const router = new Hono<ShopEnv>();
  onEndpoint(router, listPosts, [publicRead("content")], async (c, { query }) => {
    const ctx = await contentContext(db, c, clock());
    let rows = db
      .selectFrom("posts")
      .where("shop_id", "=", ctx.shopId)
      .where("published_at", "<=", ctx.now);
    if (query.type) rows = rows.where("type", "=", query.type);
    const { rows: page, page: pageBlock } = await listPage(
      rows.selectAll().orderBy("published_at", "desc").orderBy("id"),
      { page: query.page, size: query.size },
    );
    const [unlocked, media] = await Promise.all([
      unlockedPostIds(
        db,
        ctx,
        page.map((row) => row.id),
      ),
      mediaInfo(
        db,
        page.map((row) => row.cover_media_id),
      ),
    ]);
    return c.json({
      data: page.map((row) => toPostSummary(ctx, row, media, unlocked.has(row.id))),
      page: pageBlock,
    });
  });
  onEndpoint(router, getPost, [publicRead("content")], async (c, { params }) => {
    const ctx = await contentContext(db, c, clock());
    const row = await findPost(db, ctx, { handle: params.handle });
    return c.json({ data: await toPost(db, ctx, row) });
  });
  onEndpoint(router, getPostContent, [], async (c, { params }) => {
    const ctx = await contentContext(db, c, clock());
    const row = await findPost(db, ctx, { handle: params.handle });
    const unlocked = (await unlockedPostIds(db, ctx, [row.id])).has(row.id);
    if (!canOpen(accessRule(ctx, row), ctx.viewer, unlocked)) {
      throw lockedError(ctx, { postId: row.id, unlockPrice: row.unlock_price });
    }
    return c.json({ data: await postContent(db, ctx, row) });
  });
  onEndpoint(router, getPostUnlock, [signedIn("MEMBER")], async (c, { params }) => {
    const ctx = await contentContext(db, c, clock());
    const row = await findPost(db, ctx, { id: params.postId });
    const { content: _content, ...summary } = await toPost(db, ctx, row);
    const offer: PostUnlockOffer = { post: summary, unlocked: !summary.locked };
    return c.json({ data: offer });
  });
  onEndpoint(router, unlockPost, [signedIn("MEMBER")], async (c, { params, body }) => {
    const session = requireSession(c, "MEMBER");
    const ctx = await contentContext(db, c, clock());
    const row = await findPost(db, ctx, { id: params.postId });
    const current = await toPost(db, ctx, row);
    if (!current.locked) return c.json({ data: current });
    if (row.unlock_price === null) {
      throw httpError(403, "This post comes with a membership tier.", {
        code: "SSHOP-403",
        redirectTo: PRICING_PATH,
      });
    }
    const charge = await payments.charge({
      amount: row.unlock_price,
      currency: ctx.currency,
      card: body.paymentmethod,
      description: `Unlock "${row.title}"`,
      customerRef: session.sub,
    });
    if (charge.status === "DECLINED") {
      throw httpError(402, charge.message, { code: "PAYMENT_DECLINED" });
    }
    const inserted = await db
      .insertInto("post_unlocks")
      .values({
        post_id: row.id,
        member_id: session.sub,
        amount: row.unlock_price,
        charge_id: charge.intentId,
      })
      .onConflict((oc) => oc.columns(["post_id", "member_id"]).doNothing())
      .returning("post_id")
      .executeTakeFirst()
      .catch(async (error: unknown) => {
        await payments.refund(charge.intentId);
        throw error;
      });
    // A second unlock racing the first paid for nothing: give that money back.
    if (!inserted) await payments.refund(charge.intentId);
    return c.json({ data: await toPost(db, ctx, row) });
  });
  return router;
}
