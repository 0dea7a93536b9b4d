import type { ContentAccessInfo } from "@vitrine/contract";
import { endpoints } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";

const { posts, videos, audio, perks, watchHistory } = endpoints;

/** Enough to see every post, video or audio either platform holds on one page. */
const WHOLE_LIST = { pageSize: 100 };

/**
 * The first item `pick` accepts: the cases choose content by how the viewer sees it (locked or
 * open), since the two platforms hold different demo content.
 */
function first<T>(items: T[], pick: (item: T) => boolean, what: string): T {
  const found = items.find(pick);
  if (found === undefined) throw new Error(`Neither platform should lack ${what}`);
  return found;
}

/** A members-only or paid item: what a visitor may not open and a member may. */
const gated = (item: ContentAccessInfo) => item.visibility !== "PUBLIC";

function expectThat(condition: boolean, rule: string): void {
  if (!condition) throw new Error(`Broken rule: ${rule}`);
}

/**
 * A video the member may watch: a gated one where the platform has one (shop-api's demo has
 * members-only videos; the fake platform's open videos are all public).
 */
async function openVideo(shop: Storefront) {
  const { data } = await shop.api.content.listVideos(WHOLE_LIST);
  const open = data.filter((video) => !video.locked);
  return open.find(gated) ?? first(open, () => true, "a video a member may watch");
}

/**
 * Membership content answers depend on who asks: a visitor gets teasers of gated items (no
 * content, no source), a member the items their tier opens. Each case checks that rule on the
 * answer it parsed, so a platform that opened a locked item, or locked an open one, fails.
 */
export const contentCases: ConformanceCase[] = [
  {
    endpoint: posts.listPosts,
    as: "visitor",
    call: async (shop) => {
      const { data } = await shop.api.content.listPosts(WHOLE_LIST);
      expectThat(
        data.some((post) => post.locked),
        "a visitor sees paid posts as locked teasers",
      );
      expectThat(
        data.every((post) => post.visibility !== "PUBLIC" || !post.locked),
        "a public post is open to everyone",
      );
    },
  },
  {
    endpoint: posts.listPosts,
    as: "member",
    call: (shop) => shop.api.content.listPosts({ type: "TEXT", page: 1, pageSize: 5 }),
  },
  {
    endpoint: posts.getPost,
    as: "visitor",
    call: async (shop) => {
      const { data } = await shop.api.content.listPosts(WHOLE_LIST);
      const teaser = first(data, (post) => post.locked, "a post locked for a visitor");
      const post = await shop.api.content.getPost(teaser.handle);
      expectThat(post.locked && post.content === null, "a locked post comes without content");
    },
  },
  {
    endpoint: posts.getPost,
    as: "member",
    call: async (shop) => {
      const { data } = await shop.api.content.listPosts(WHOLE_LIST);
      const open = first(
        data,
        (post) => gated(post) && !post.locked,
        "a gated post a member opens",
      );
      const post = await shop.api.content.getPost(open.handle);
      expectThat(!post.locked && post.content !== null, "an open post comes with its content");
    },
  },
  {
    endpoint: posts.getPostContent,
    as: "member",
    call: async (shop) => {
      const { data } = await shop.api.content.listPosts(WHOLE_LIST);
      const open = first(
        data,
        (post) => gated(post) && !post.locked,
        "a gated post a member opens",
      );
      const content = await shop.api.content.getPostContent(open.handle);
      expectThat(content.blocks.length > 0, "an open post's content has its text");
    },
  },
  {
    endpoint: posts.getPostUnlock,
    as: "member",
    call: async (shop) => {
      const { data } = await shop.api.content.listPosts(WHOLE_LIST);
      const sold = first(
        data,
        (post) => post.locked && post.unlockPrice !== null,
        "a locked post sold on its own",
      );
      const offer = await shop.api.content.getPostUnlock(sold.id);
      expectThat(!offer.unlocked && offer.post.id === sold.id, "the offer is for the locked post");
    },
  },
  // Last of the posts: once bought, the post is open to this member on both platforms.
  {
    endpoint: posts.unlockPost,
    as: "member",
    call: async (shop) => {
      const { data } = await shop.api.content.listPosts(WHOLE_LIST);
      const sold = first(
        data,
        (post) => post.locked && post.unlockPrice !== null,
        "a locked post sold on its own",
      );
      const post = await shop.api.content.unlockPost(sold.id, {
        cardNumber: TEST_CARDS.succeeds,
        expMonth: 12,
        expYear: 2030,
        cvc: "123",
      });
      expectThat(!post.locked && post.content !== null, "a bought post comes open");
    },
  },
  {
    endpoint: videos.listVideos,
    as: "visitor",
    call: (shop) => shop.api.content.listVideos({ featured: true }),
  },
  {
    endpoint: videos.getVideo,
    as: "visitor",
    call: async (shop) => {
      const { data } = await shop.api.content.listVideos(WHOLE_LIST);
      const teaser = first(data, (video) => video.locked, "a video locked for a visitor");
      const video = await shop.api.content.getVideo(teaser.handle);
      expectThat(video.locked && video.source === null, "a locked video comes without source");
    },
  },
  {
    endpoint: videos.getVideo,
    as: "member",
    call: async (shop) => {
      const video = await shop.api.content.getVideo((await openVideo(shop)).handle);
      expectThat(video.source !== null, "an open video comes with its source");
    },
  },
  {
    endpoint: videos.getVideoEmbed,
    as: "member",
    call: async (shop) => shop.api.content.getVideoEmbed((await openVideo(shop)).handle),
  },
  {
    endpoint: videos.listVideoSeries,
    as: "visitor",
    call: (shop) => shop.api.content.listVideoSeries(),
  },
  {
    endpoint: videos.getVideoSeries,
    as: "visitor",
    call: async (shop) => {
      const [series] = await shop.api.content.listVideoSeries();
      if (series === undefined) throw new Error("Neither platform should lack a video series");
      const detail = await shop.api.content.getVideoSeries(series.handle);
      expectThat(detail.videos.length > 0, "a series lists its videos");
    },
  },
  {
    endpoint: audio.listAudios,
    as: "visitor",
    call: (shop) => shop.api.content.listAudios({ page: 1, pageSize: 2 }),
  },
  {
    endpoint: audio.getAudio,
    as: "visitor",
    call: async (shop) => {
      const { data } = await shop.api.content.listAudios(WHOLE_LIST);
      const teaser = first(data, (item) => item.locked, "an audio locked for a visitor");
      const locked = await shop.api.content.getAudio(teaser.handle);
      expectThat(locked.source === null, "a locked audio comes without source");
    },
  },
  {
    endpoint: audio.getAudio,
    as: "member",
    call: async (shop) => {
      const { data } = await shop.api.content.listAudios(WHOLE_LIST);
      const open = first(
        data,
        (item) => gated(item) && !item.locked,
        "a gated audio a member opens",
      );
      const found = await shop.api.content.getAudio(open.handle);
      expectThat(found.source !== null, "an open audio comes with its source");
    },
  },
  {
    endpoint: perks.listPerks,
    as: "member",
    call: async (shop) => {
      const list = await shop.api.content.perks();
      expectThat(
        list.every((perk) => perk.unlocked === (perk.value !== null)),
        "a perk's value is sent only with the perk unlocked",
      );
    },
  },
  {
    endpoint: watchHistory.recordWatchProgress,
    as: "member",
    call: async (shop) => shop.api.content.recordWatchProgress((await openVideo(shop)).id, 30),
  },
  {
    endpoint: watchHistory.listWatchHistory,
    as: "member",
    call: async (shop) => {
      const { data } = await shop.api.content.watchHistory();
      expectThat(data.length > 0, "the progress just recorded is in the history");
    },
  },
  {
    endpoint: watchHistory.removeFromWatchHistory,
    as: "member",
    call: async (shop) => shop.api.content.removeFromWatchHistory((await openVideo(shop)).id),
  },
];
