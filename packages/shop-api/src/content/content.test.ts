import type {
  ListResponse,
  Perk,
  Post,
  PostContent,
  PostSummary,
  PostUnlockOffer,
  Video,
  VideoEmbed,
  VideoSeriesDetail,
  VideoSummary,
  WatchHistoryEntry,
} from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOP_ID, demoUserId } from "../seed/shops-seed";
import { openTestShop, type TestBackend, type TestShop, testBackends } from "../testing/test-shop";

const CARD = { cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: "123" };
const DECLINED = { ...CARD, cardNumber: TEST_CARDS.declined };

describe.each(testBackends())("membership content on $name", (backend: TestBackend) => {
  let shop: TestShop;
  let member: Record<string, string>;
  let freeMember: Record<string, string>;
  let creator: Record<string, string>;
  const bearer = async (email: string, type: "MEMBER" | "CREATOR") => ({
    Authorization: `Bearer ${await shop.api.sessions.sign({ sub: demoUserId(email), user_type: type, shop_id: DEMO_SHOP_ID })}`,
  });
  const data = async <T>(path: string, init?: RequestInit) =>
    (await shop.json<{ data: T }>(path, init)).data;

  beforeAll(async () => {
    shop = await openTestShop(backend);
    member = await bearer("member@demo.test", "MEMBER");
    freeMember = await bearer("free@demo.test", "MEMBER");
    creator = await bearer("creator@demo.test", "CREATOR");
  });
  afterAll(() => shop.close());

  describe("a private membership (membershipVisibility.public = false)", () => {
    it("refuses its content to a visitor, whatever the screens show", async () => {
      for (const path of ["/api/posts", "/api/videos", "/api/audios", "/api/video-series"]) {
        const response = await shop.request(path, { headers: { Host: "private.localhost" } });
        expect(response.status, path).toBe(403);
        expect(((await response.json()) as { code: string }).code).toBe("MEMBERSHIP_PRIVATE");
      }
    });

    it("a public membership's feed stays open to visitors", async () => {
      expect((await shop.request("/api/posts")).status).toBe(200);
    });
  });

  describe("posts", () => {
    it("lists at least 20 posts newest first, paged, text video and audio", async () => {
      const first = await shop.json<ListResponse<PostSummary>>("/api/posts?size=12");
      expect(first.page.totalElements).toBeGreaterThanOrEqual(20);
      expect(first.data).toHaveLength(12);
      const dates = first.data.map((post) => post.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const all = await shop.json<ListResponse<PostSummary>>("/api/posts?size=100");
      expect(new Set(all.data.map((post) => post.type))).toEqual(
        new Set(["TEXT", "VIDEO", "AUDIO"]),
      );
      const second = await shop.json<ListResponse<PostSummary>>("/api/posts?page=1&size=12");
      expect(second.data[0]?.id).toBe(all.data[12]?.id);
    });

    it("filters the feed by type", async () => {
      const audio = await shop.json<ListResponse<PostSummary>>("/api/posts?type=AUDIO");
      expect(audio.data.length).toBeGreaterThan(0);
      expect(audio.data.every((post) => post.type === "AUDIO")).toBe(true);
    });

    it("shows a visitor locked teasers of members-only posts, with title, excerpt and cover", async () => {
      const posts = (await shop.json<ListResponse<PostSummary>>("/api/posts?size=100")).data;
      const locked = posts.filter((post) => post.locked);
      expect(locked.length).toBeGreaterThan(5);
      expect(posts.filter((post) => post.visibility === "PUBLIC").every((p) => !p.locked)).toBe(
        true,
      );
      for (const post of locked) {
        expect(post.title).not.toBe("");
        expect(post.excerpt).not.toBe("");
        expect(post.cover?.url).toMatch(/^\/media\//);
      }
    });

    it("gives a locked post's teaser without its content", async () => {
      const post = await data<Post>("/api/posts/the-holiday-drop-is-packed");
      expect(post).toMatchObject({ locked: true, visibility: "MEMBERS", content: null });
    });

    it("answers SSHOP-403 to pricing when a visitor asks for a locked post's content", async () => {
      const response = await shop.request("/api/posts/the-holiday-drop-is-packed/content");
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: "SSHOP-403",
        redirectTo: "/membership/pricing",
      });
    });

    it("opens members-only posts to any logged-in member, free tier included", async () => {
      const content = await data<PostContent>("/api/posts/the-holiday-drop-is-packed/content", {
        headers: freeMember,
      });
      expect(content.blocks[0]).toMatchObject({ type: "paragraph" });
    });

    it("keeps paid posts locked for a member without a paid tier", async () => {
      const post = await data<Post>("/api/posts/the-sketchbook-that-started-it-all", {
        headers: freeMember,
      });
      expect(post.locked).toBe(true);
      const response = await shop.request("/api/posts/the-sketchbook-that-started-it-all/content", {
        headers: freeMember,
      });
      expect((await response.json()).redirectTo).toBe("/membership/pricing");
    });

    it("opens paid posts to members of the required tier or above, not below", async () => {
      const supporterPost = await data<Post>("/api/posts/the-sketchbook-that-started-it-all", {
        headers: member,
      });
      expect(supporterPost.locked).toBe(false);
      expect(supporterPost.content?.blocks.length).toBeGreaterThan(0);
      const superfanPost = await data<Post>("/api/posts/video-live-qa-november", {
        headers: member,
      });
      expect(superfanPost).toMatchObject({ locked: true, content: null });
    });

    it("sends a member to the unlock page of a locked post sold on its own", async () => {
      const post = await data<Post>("/api/posts/superfan-exclusive-unreleased-designs", {
        headers: member,
      });
      const response = await shop.request(`/api/posts/${post.handle}/content`, { headers: member });
      expect(await response.json()).toMatchObject({
        code: "SSHOP-403",
        redirectTo: `/membership/posts/${post.id}/unlock`,
      });
    });

    it("opens every post to the creator", async () => {
      const post = await data<Post>("/api/posts/video-live-qa-november", { headers: creator });
      expect(post.locked).toBe(false);
      expect(post.content?.video?.handle).toBe("live-qa-november");
    });

    it("includes the video or audio a post presents", async () => {
      const post = await data<Post>("/api/posts/audio-studio-notes-1");
      expect(post.content?.audio).toMatchObject({ handle: "studio-notes-1", locked: false });
    });

    it("draws a text post's cover as a journal, not with a video's play button", async () => {
      const posts = await data<PostSummary[]>("/api/posts?pageSize=50");
      /** Whether the cover's pixel where the play button's triangle sits is white. */
      const playButtonAt = async (post: PostSummary | undefined) => {
        const response = await shop.request(post?.cover?.url ?? "/media/none");
        const { data: pixels, info } = await sharp(Buffer.from(await response.arrayBuffer()))
          .raw()
          .toBuffer({ resolveWithObject: true });
        const offset = (340 * info.width + 403) * info.channels;
        return [0, 1, 2].every((channel) => (pixels[offset + channel] ?? 0) > 230);
      };
      expect(await playButtonAt(posts.find((post) => post.type === "VIDEO"))).toBe(true);
      for (const post of posts.filter((candidate) => candidate.type === "TEXT")) {
        expect(await playButtonAt(post), post.handle).toBe(false);
      }
    });

    it("answers 404 for an unknown post", async () => {
      expect((await shop.request("/api/posts/no-such-post")).status).toBe(404);
    });

    it("answers 404 MEMBERSHIP_DISABLED on a shop without membership", async () => {
      const response = await shop.request("/api/posts", { headers: { Host: "plain.localhost" } });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe("MEMBERSHIP_DISABLED");
    });
  });

  describe("unlock post", () => {
    const handle = "superfan-exclusive-unreleased-designs";

    it("needs a logged-in member", async () => {
      const post = await data<Post>(`/api/posts/${handle}`);
      expect((await shop.request(`/api/posts/${post.id}/unlock`)).status).toBe(401);
      const response = await shop.request(`/api/posts/${post.id}/unlock`, {
        method: "POST",
        headers: creator,
        body: JSON.stringify({ paymentmethod: CARD }),
      });
      expect(response.status).toBe(403);
    });

    it("shows the offer, refuses a declined card with 402, then unlocks for good once paid", async () => {
      const post = await data<Post>(`/api/posts/${handle}`, { headers: member });
      const offer = await data<PostUnlockOffer>(`/api/posts/${post.id}/unlock`, {
        headers: member,
      });
      expect(offer).toMatchObject({ unlocked: false, post: { unlockPrice: 500, locked: true } });

      const declined = await shop.request(`/api/posts/${post.id}/unlock`, {
        method: "POST",
        headers: member,
        body: JSON.stringify({ paymentmethod: DECLINED }),
      });
      expect(declined.status).toBe(402);
      expect((await declined.json()).code).toBe("PAYMENT_DECLINED");

      const unlocked = await data<Post>(`/api/posts/${post.id}/unlock`, {
        method: "POST",
        headers: member,
        body: JSON.stringify({ paymentmethod: CARD }),
      });
      expect(unlocked.locked).toBe(false);
      expect(unlocked.content?.blocks.length).toBeGreaterThan(0);
      expect((await data<Post>(`/api/posts/${handle}`, { headers: member })).locked).toBe(false);
      const rows = await shop.db
        .selectFrom("post_unlocks")
        .selectAll()
        .where("post_id", "=", post.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("does not unlock for another member", async () => {
      const post = await data<Post>(`/api/posts/${handle}`, { headers: freeMember });
      expect(post.locked).toBe(true);
    });

    it("answers SSHOP-403 to pricing for a post that only a tier opens", async () => {
      const post = await data<Post>("/api/posts/video-live-qa-november");
      const response = await shop.request(`/api/posts/${post.id}/unlock`, {
        method: "POST",
        headers: member,
        body: JSON.stringify({ paymentmethod: CARD }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ redirectTo: "/membership/pricing" });
    });

    it("answers 400 to a payment method that is not a card", async () => {
      const post = await data<Post>(`/api/posts/${handle}`);
      const response = await shop.request(`/api/posts/${post.id}/unlock`, {
        method: "POST",
        headers: freeMember,
        body: JSON.stringify({ paymentmethod: { cardNumber: "x" } }),
      });
      expect(response.status).toBe(400);
    });
  });

  describe("videos, series and audio", () => {
    it("lists the featured videos and all videos", async () => {
      const featured = await shop.json<ListResponse<VideoSummary>>("/api/videos?featured=true");
      expect(featured.data.length).toBeGreaterThan(0);
      expect(featured.data.every((video) => video.featured)).toBe(true);
      const all = await shop.json<ListResponse<VideoSummary>>("/api/videos");
      expect(all.page.totalElements).toBeGreaterThan(featured.page.totalElements);
    });

    it("gives a video's source only to a viewer who may watch it", async () => {
      const locked = await data<Video>("/api/videos/sketchbook-3-colour");
      expect(locked).toMatchObject({ locked: true, source: null });
      const open = await data<Video>("/api/videos/sketchbook-3-colour", { headers: member });
      expect(open.source).toMatchObject({ mimeType: "audio/wav" });
      const file = await shop.request(open.source?.url ?? "");
      expect(file.headers.get("Content-Type")).toBe("audio/wav");
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe("RIFF");
    });

    it("links a video to its series and the next video of the series", async () => {
      const video = await data<Video>("/api/videos/sketchbook-1-tools");
      expect(video.series).toMatchObject({ handle: "sketchbook-basics", position: 1 });
      expect(video.nextVideo?.handle).toBe("sketchbook-2-warm-ups");
    });

    it("answers embed data when the viewer may watch, SSHOP-403 otherwise", async () => {
      const embed = await data<VideoEmbed>("/api/videos/studio-tour-2026/embed");
      expect(embed.source.url).toMatch(/^\/media\/.+\.wav\?v=.+&exp=\d+&sig=[\w-]{43}$/);
      const response = await shop.request("/api/videos/riso-3-finishing/embed", {
        headers: member,
      });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe("SSHOP-403");
    });

    it("shows a series with its videos in order", async () => {
      const series = await data<VideoSeriesDetail>("/api/video-series/sketchbook-basics");
      expect(series.videoCount).toBe(4);
      expect(series.videos.map((video) => video.series?.position)).toEqual([1, 2, 3, 4]);
      const list = await data<Array<{ handle: string }>>("/api/video-series");
      expect(list.map((item) => item.handle)).toContain("riso-printing-101");
    });

    it("serves audio with its source when open, and not the poster resizer", async () => {
      const audio = await data<{ source: { url: string } | null }>("/api/audios/studio-notes-1");
      expect(audio.source?.url).toMatch(/\.wav\?/);
      const resize = await shop.request(
        `/images/resize?url=${encodeURIComponent(audio.source?.url.split("?")[0] ?? "")}&width=120`,
      );
      expect(resize.status).toBe(404);
      const locked = await data<{ locked: boolean; source: null }>(
        "/api/audios/lofi-sketch-session",
        {
          headers: member,
        },
      );
      expect(locked).toMatchObject({ locked: true, source: null });
    });
  });

  describe("watch history", () => {
    it("needs a logged-in member", async () => {
      expect((await shop.request("/api/members/watch-history")).status).toBe(401);
    });

    it("records progress, marks a video watched near its end, and lists the newest first", async () => {
      const first = await data<Video>("/api/videos/sketchbook-1-tools");
      const second = await data<Video>("/api/videos/sketchbook-2-warm-ups");
      const put = (id: string, positionSeconds: number) =>
        data<WatchHistoryEntry>(`/api/members/watch-history/${id}`, {
          method: "PUT",
          headers: member,
          body: JSON.stringify({ positionSeconds }),
        });
      expect(await put(first.id, 1)).toMatchObject({ positionSeconds: 1, completed: false });
      expect(await put(second.id, 999)).toMatchObject({
        positionSeconds: second.durationSeconds,
        completed: true,
      });
      const history = await shop.json<ListResponse<WatchHistoryEntry>>(
        "/api/members/watch-history",
        { headers: member },
      );
      expect(history.data.map((entry) => entry.video.handle)).toEqual([
        "sketchbook-2-warm-ups",
        "sketchbook-1-tools",
      ]);
      const again = await data<Video>("/api/videos/sketchbook-1-tools", { headers: member });
      expect(again.progress?.positionSeconds).toBe(1);
    });

    it("keeps each member's history to themselves", async () => {
      const history = await shop.json<ListResponse<WatchHistoryEntry>>(
        "/api/members/watch-history",
        { headers: freeMember },
      );
      expect(history.data).toEqual([]);
    });

    it("refuses progress on a video the member may not watch", async () => {
      const video = await data<Video>("/api/videos/riso-3-finishing");
      const response = await shop.request(`/api/members/watch-history/${video.id}`, {
        method: "PUT",
        headers: member,
        body: JSON.stringify({ positionSeconds: 1 }),
      });
      expect(response.status).toBe(403);
    });

    it("removes an entry", async () => {
      const video = await data<Video>("/api/videos/sketchbook-1-tools");
      await data(`/api/members/watch-history/${video.id}`, { method: "DELETE", headers: member });
      const history = await shop.json<ListResponse<WatchHistoryEntry>>(
        "/api/members/watch-history",
        { headers: member },
      );
      expect(history.data.map((entry) => entry.video.id)).not.toContain(video.id);
    });
  });

  describe("perks", () => {
    it("needs a login", async () => {
      expect((await shop.request("/api/members/perks")).status).toBe(401);
    });

    it("sends a perk's value only to members whose tier reaches it", async () => {
      const perks = await data<Perk[]>("/api/members/perks", { headers: member });
      const supporter = perks.filter((perk) => perk.unlocked);
      const superfan = perks.filter((perk) => !perk.unlocked);
      expect(supporter.length).toBeGreaterThan(0);
      expect(superfan.length).toBeGreaterThan(0);
      expect(supporter.every((perk) => perk.value !== null)).toBe(true);
      expect(superfan.every((perk) => perk.value === null)).toBe(true);
      const free = await data<Perk[]>("/api/members/perks", { headers: freeMember });
      expect(free.every((perk) => !perk.unlocked && perk.value === null)).toBe(true);
    });
  });
});
