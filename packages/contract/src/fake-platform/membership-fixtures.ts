import { creatorFixture, memberFixture } from "../testing/auth-fixtures";
import type {
  Audio,
  AudioSummary,
  ContentImage,
  MediaSource,
  Perk,
  Post,
  PostSummary,
  Video,
  VideoSeriesDetail,
  VideoSummary,
  WatchHistoryEntry,
} from "../types/content";
import type {
  DirectMessage,
  DirectMessageParticipant,
  DirectMessageThreadDetail,
} from "../types/direct-messages";
import type { Badge, Member, UserType } from "../types/membership";
import type { BillingRecord, MembershipCheckout, PaymentMethod } from "../types/order";
import { fixtureImageUrl } from "./catalog-fixtures";

/**
 * The membership content stories and tests share: deterministic, pictures as inline SVG and
 * media as a short silent WAV, so no story reaches the network. Tier ids follow
 * `membershipSettingsFixture` (`tier-free`, `tier-gold`).
 */

const PALETTE = ["#1f4e79", "#7a3b2e", "#2f5d3a", "#5b4a8a", "#8a6d1f", "#3d3d3d"];
const color = (index: number) => PALETTE[index % PALETTE.length] ?? "#333333";

function cover(label: string, index: number): ContentImage {
  return { url: fixtureImageUrl(label, color(index)), alt: label, width: 800, height: 1000 };
}

/** One second of 8 kHz silence as a WAV data URL: a playable source without a request. */
function silentWav(): string {
  const samples = 8000;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) {
      view.setUint8(offset + index, value.charCodeAt(index));
    }
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples, true);
  text(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, "data");
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}

export function mediaSource(durationSeconds: number): MediaSource {
  return { url: silentWav(), mimeType: "audio/wav", durationSeconds };
}

const DAY = 86_400_000;
const isoDay = (daysAfterStart: number) =>
  new Date(Date.UTC(2026, 0, 1) + daysAfterStart * DAY).toISOString();

/** 14 posts, newest first: public, members-only, Gold-only and one pay-per-post. */
export const postSummaries: PostSummary[] = Array.from({ length: 14 }, (_, index) => {
  const kind = index % 4;
  const title =
    index === 1
      ? "Behind the scenes of a very long week in the studio, with every draft, every mistake and the final cut"
      : `Studio note ${14 - index}`;
  return {
    id: `post-${index + 1}`,
    handle: `studio-note-${14 - index}`,
    type: index % 5 === 2 ? "AUDIO" : index % 5 === 3 ? "VIDEO" : "TEXT",
    title,
    excerpt: `What happened in the studio this week, part ${14 - index}.`,
    cover: index % 3 === 0 ? null : cover(title.slice(0, 18), index),
    visibility: kind === 0 ? "PUBLIC" : kind === 1 ? "MEMBERS" : "PAID",
    requiredTierId: kind >= 2 ? "tier-gold" : null,
    locked: kind >= 2,
    unlockPrice: kind === 3 ? 300 : null,
    currency: "USD",
    publishedAt: isoDay(100 - index),
  };
});

/** The first post with the given lock state and pay-per-post price (or none). */
export function postWhere(locked: boolean, payPerPost = false): PostSummary {
  const post = postSummaries.find(
    (item) => item.locked === locked && (item.unlockPrice !== null) === payPerPost,
  );
  if (post === undefined) throw new Error("No such post in the fixtures");
  return post;
}

/** A post as `getPost` answers it: content when open, `null` when locked. */
export function postFixture(summary: PostSummary, unlocked = !summary.locked): Post {
  return {
    ...summary,
    locked: !unlocked,
    content: unlocked
      ? {
          blocks: [
            { type: "paragraph", text: summary.excerpt },
            { type: "heading", text: "What changed" },
            { type: "list", items: ["New strings", "A better microphone", "Fewer takes"] },
            { type: "quote", text: "Make it, then make it better." },
          ],
          video: null,
          audio: summary.type === "AUDIO" ? (audioSummaries[0] ?? null) : null,
        }
      : null,
  };
}

const seriesRef = (position: number) => ({
  id: "series-1",
  handle: "making-an-album",
  title: "Making an album",
  position,
});

/** 9 videos: three featured, three episodes of one series, two locked to Gold. */
export const videoSummaries: VideoSummary[] = Array.from({ length: 9 }, (_, index) => ({
  id: `video-${index + 1}`,
  handle: `video-${index + 1}`,
  title: index < 3 ? `Making an album, part ${index + 1}` : `Livestream replay ${index - 2}`,
  description: "A look at how the work gets made.",
  poster: cover(`Video ${index + 1}`, index),
  durationSeconds: 300 + index * 97,
  featured: index % 3 === 0,
  series: index < 3 ? seriesRef(index + 1) : null,
  visibility: index % 4 === 1 ? "PAID" : "PUBLIC",
  requiredTierId: index % 4 === 1 ? "tier-gold" : null,
  locked: index % 4 === 1,
  publishedAt: isoDay(90 - index),
}));

export function videoFixture(summary: VideoSummary): Video {
  const next = summary.series
    ? videoSummaries.find((item) => item.series?.position === (summary.series?.position ?? 0) + 1)
    : undefined;
  return {
    ...summary,
    source: summary.locked ? null : mediaSource(summary.durationSeconds),
    progress: summary.locked
      ? null
      : { positionSeconds: 95, completed: false, updatedAt: isoDay(95) },
    nextVideo: next ?? null,
  };
}

export const videoSeriesFixture: VideoSeriesDetail = {
  id: "series-1",
  handle: "making-an-album",
  title: "Making an album",
  description: "Three episodes from the first demo to the master.",
  cover: cover("Making an album", 2),
  videoCount: 3,
  videos: videoSummaries.filter((video) => video.series !== null),
};

export const audioSummaries: AudioSummary[] = [
  {
    id: "audio-1",
    handle: "demo-take",
    title: "Demo take, acoustic",
    description: "The first take, before any edits.",
    cover: cover("Demo take", 4),
    durationSeconds: 200,
    visibility: "MEMBERS",
    requiredTierId: null,
    locked: false,
    publishedAt: isoDay(80),
  },
  {
    id: "audio-2",
    handle: "final-mix",
    title: "Final mix",
    description: "The mix that went out.",
    cover: null,
    durationSeconds: 242,
    visibility: "PAID",
    requiredTierId: "tier-gold",
    locked: true,
    publishedAt: isoDay(81),
  },
];

export function audioFixture(summary: AudioSummary): Audio {
  return { ...summary, source: summary.locked ? null : mediaSource(summary.durationSeconds) };
}

export const watchHistoryFixture: WatchHistoryEntry[] = videoSummaries
  .filter((video) => !video.locked)
  .map((video, index) => ({
    video,
    positionSeconds: index === 0 ? video.durationSeconds : 60 + index * 30,
    completed: index === 0,
    watchedAt: isoDay(98 - index),
  }));

export const perksFixture: Perk[] = [
  {
    id: "perk-1",
    title: "10 % off merch",
    description: "On every order in the shop.",
    kind: "CODE",
    tierId: "tier-gold",
    unlocked: true,
    value: "GOLD10",
  },
  {
    id: "perk-2",
    title: "Members' Discord",
    description: "Talk with other members.",
    kind: "LINK",
    tierId: "tier-gold",
    unlocked: true,
    value: "https://discord.example/invite",
  },
  {
    id: "perk-3",
    title: "Credits in the album notes",
    description: "Your name in the liner notes of the next album.",
    kind: "TEXT",
    tierId: "tier-platinum",
    unlocked: false,
    value: null,
  },
];

export const badgesFixture: Badge[] = [
  {
    id: "badge-1",
    name: "Founding member",
    description: "Joined in the first month.",
    iconUrl: fixtureImageUrl("★", color(0)),
    showInProfile: true,
    earnedAt: isoDay(3),
  },
  {
    id: "badge-2",
    name: "One year",
    description: "A year of membership.",
    iconUrl: fixtureImageUrl("1", color(1)),
    showInProfile: false,
    earnedAt: isoDay(40),
  },
  {
    id: "badge-3",
    name: "Superfan",
    description: "Watched every video.",
    iconUrl: fixtureImageUrl("♥", color(2)),
    showInProfile: false,
    earnedAt: isoDay(60),
  },
];

/** 23 payments, newest first: three pages of ten. */
export const billingRecordsFixture: BillingRecord[] = Array.from({ length: 23 }, (_, index) => ({
  id: `bill-${index + 1}`,
  invoiceNumber: `INV-${String(1023 - index).padStart(5, "0")}`,
  date: isoDay(100 - index * 30),
  description: "Gold membership, monthly",
  amount: 900,
  currency: "USD",
  status: index === 4 ? "FAILED" : index === 7 ? "REFUNDED" : "PAID",
}));

export const paymentMethodFixture: PaymentMethod = {
  id: "pm-1",
  brand: "Visa",
  last4: "4242",
  expMonth: 4,
  expYear: 2029,
};

/** The paid member of `memberFixture` with badges and a next payment. */
export function memberWithAccount(overrides: Partial<Member> = {}): Member {
  return memberFixture({
    badges: badgesFixture,
    billingInfo: {
      nextPayment: { amount: 900, currency: "USD", date: "2026-12-22T00:00:00.000Z" },
    },
    bio: "I listen to everything twice.",
    ...overrides,
  });
}

/** A member without a subscription (the free tier). */
export function freeMember(): Member {
  return memberFixture({ id: "mem-free", subscription: null, tier: null, badges: [] });
}

/** A member whose subscription is cancelled and not yet surveyed. */
export function cancelledMember(): Member {
  const member = memberFixture();
  return memberFixture({
    subscription: member.subscription && {
      ...member.subscription,
      status: "CANCELED",
      canceledAt: "2026-11-01T00:00:00.000Z",
    },
  });
}

const creator = creatorFixture();
const creatorParticipant: DirectMessageParticipant = {
  id: creator.id,
  type: "CREATOR",
  displayName: creator.displayName,
  avatarUrl: null,
};
const member = memberFixture();
const memberParticipant: DirectMessageParticipant = {
  id: member.id,
  type: "MEMBER",
  displayName: member.displayName,
  avatarUrl: null,
};

function message(
  id: string,
  sender: DirectMessageParticipant,
  body: string,
  day: number,
  locked = false,
): DirectMessage {
  return {
    id,
    threadId: "thread-1",
    sender,
    body: locked ? "" : body,
    locked,
    ...(locked ? { unlockPrice: 500 } : {}),
    createdAt: isoDay(day),
    readAt: day < 99 ? isoDay(day) : null,
  };
}

/** The member's conversation with the creator: two read, one locked, one unread. */
export function memberThreadFixture(): DirectMessageThreadDetail {
  const messages = [
    message("dm-1", memberParticipant, "Loved the last video!", 96),
    message("dm-2", creatorParticipant, "Thank you! More next week.", 97),
    message("dm-3", creatorParticipant, "", 98, true),
    message("dm-4", creatorParticipant, "The new track is up for Gold members.", 99),
  ];
  return {
    id: "thread-1",
    counterpart: creatorParticipant,
    lastMessage: messages.at(-1) ?? null,
    unreadCount: 1,
    updatedAt: isoDay(99),
    messages,
  };
}

/** The creator's conversations, one per member who wrote. */
export function creatorThreadsFixture(): DirectMessageThreadDetail[] {
  return ["Riley Member", "Sam Listener", "Alex Fan"].map((displayName, index) => {
    const sender: DirectMessageParticipant = {
      id: index === 0 ? member.id : `mem-${index + 10}`,
      type: "MEMBER",
      displayName,
      avatarUrl: null,
    };
    const last = {
      ...message(`cdm-${index}`, sender, `Hello from ${displayName}`, 90 + index),
      threadId: `cthread-${index}`,
    };
    return {
      id: `cthread-${index}`,
      counterpart: sender,
      lastMessage: last,
      unreadCount: index,
      updatedAt: last.createdAt,
      messages: [last],
    };
  });
}

/** A Gold checkout as `createCheckout` answers it, open and unpaid. */
export function membershipCheckoutFixture(
  overrides: Partial<MembershipCheckout> = {},
): MembershipCheckout {
  return {
    id: "chk-1",
    tierId: "tier-gold",
    interval: "MONTHLY",
    memberId: member.id,
    upgrade: false,
    status: "OPEN",
    currency: "USD",
    subtotal: 900,
    discountAmount: 0,
    total: 900,
    promotionCode: null,
    information: null,
    paymentIntentId: null,
    failureMessage: null,
    ...overrides,
  };
}

/**
 * A session token shaped like the API's (a JWT with `user_type`), unsigned: the SDK only reads
 * its claims to decide what to show, the server checks signatures.
 */
export function fakeAccessToken(
  userType: UserType,
  sub = userType === "CREATOR" ? creator.id : member.id,
): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll("=", "").replaceAll("+", "-").replaceAll("/", "_");
  return `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub, user_type: userType, shop_id: "shop-demo", exp: 4_000_000_000 })}.fixture`;
}
