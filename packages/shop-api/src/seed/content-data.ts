import type { ContentVisibility, PerkKind, PostType } from "@vitrine/contract";

/** The demo's tier keys (`seedId("tier", "{shopId}/{key}")` in shops-seed). */
export type DemoTierKey = "supporter" | "superfan";

export interface DemoAccess {
  visibility: ContentVisibility;
  tier?: DemoTierKey;
}

export interface DemoSeries {
  handle: string;
  title: string;
  description: string;
  colour: string;
}

export interface DemoVideo extends DemoAccess {
  handle: string;
  title: string;
  description: string;
  series?: string;
  featured?: boolean;
  /** Notes of the generated soundtrack, Hz. */
  notes: number[];
}

export interface DemoAudio extends DemoAccess {
  handle: string;
  title: string;
  description: string;
  notes: number[];
}

export interface DemoPost extends DemoAccess {
  handle: string;
  type: PostType;
  title: string;
  paragraphs: string[];
  /** Handle of the video or audio the post presents. */
  media?: string;
  unlockPrice?: number;
  list?: string[];
}

export interface DemoPerk {
  tier: DemoTierKey;
  title: string;
  description: string;
  kind: PerkKind;
  value: string;
}

const C_MAJOR = [262, 330, 392, 523];
const A_MINOR = [220, 262, 330, 440];
const F_MAJOR = [349, 440, 523, 698];

export const DEMO_SERIES: DemoSeries[] = [
  {
    handle: "sketchbook-basics",
    title: "Sketchbook Basics",
    description: "Four short lessons to start (and keep) a daily sketchbook.",
    colour: "#3DD68C",
  },
  {
    handle: "riso-printing-101",
    title: "Riso Printing 101",
    description: "From a drawing to a two-colour risograph print, step by step.",
    colour: "#FF6B4A",
  },
];

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    handle: "sketchbook-1-tools",
    title: "Sketchbook Basics 1: Tools",
    description: "The five tools I actually use, and the ones I stopped buying.",
    series: "sketchbook-basics",
    featured: true,
    visibility: "PUBLIC",
    notes: C_MAJOR,
  },
  {
    handle: "sketchbook-2-warm-ups",
    title: "Sketchbook Basics 2: Warm-ups",
    description: "Ten minutes of lines, circles and gestures before every session.",
    series: "sketchbook-basics",
    visibility: "MEMBERS",
    notes: A_MINOR,
  },
  {
    handle: "sketchbook-3-colour",
    title: "Sketchbook Basics 3: Colour",
    description: "A limited palette that makes every page look planned.",
    series: "sketchbook-basics",
    visibility: "PAID",
    tier: "supporter",
    notes: F_MAJOR,
  },
  {
    handle: "sketchbook-4-habit",
    title: "Sketchbook Basics 4: The Habit",
    description: "How I kept drawing every day for a year, and what I do on bad days.",
    series: "sketchbook-basics",
    visibility: "PAID",
    tier: "supporter",
    notes: C_MAJOR,
  },
  {
    handle: "riso-1-separations",
    title: "Riso 101: Colour Separations",
    description: "Splitting a drawing into layers the printer understands.",
    series: "riso-printing-101",
    featured: true,
    visibility: "PAID",
    tier: "supporter",
    notes: A_MINOR,
  },
  {
    handle: "riso-2-printing",
    title: "Riso 101: On the Machine",
    description: "Drums, registration and the first hundred prints.",
    series: "riso-printing-101",
    visibility: "PAID",
    tier: "supporter",
    notes: F_MAJOR,
  },
  {
    handle: "riso-3-finishing",
    title: "Riso 101: Trimming and Signing",
    description: "Finishing a print run so that it is ready to sell.",
    series: "riso-printing-101",
    visibility: "PAID",
    tier: "superfan",
    notes: C_MAJOR,
  },
  {
    handle: "studio-tour-2026",
    title: "Studio Tour 2026",
    description: "Where the merch is designed, packed and shipped.",
    featured: true,
    visibility: "PUBLIC",
    notes: F_MAJOR,
  },
  {
    handle: "live-qa-november",
    title: "Live Q&A — November",
    description: "The monthly Superfan call: pricing art, burnout and the next drop.",
    featured: true,
    visibility: "PAID",
    tier: "superfan",
    notes: A_MINOR,
  },
];

export const DEMO_AUDIOS: DemoAudio[] = [
  {
    handle: "studio-notes-1",
    title: "Studio Notes #1: Starting Out",
    description: "A short voice memo on how the shop started.",
    visibility: "PUBLIC",
    notes: C_MAJOR,
  },
  {
    handle: "studio-notes-2",
    title: "Studio Notes #2: Pricing Art",
    description: "How I price prints and why I stopped discounting.",
    visibility: "MEMBERS",
    notes: A_MINOR,
  },
  {
    handle: "studio-notes-3",
    title: "Studio Notes #3: Saying No",
    description: "Commissions, collaborations and protecting drawing time.",
    visibility: "PAID",
    tier: "supporter",
    notes: F_MAJOR,
  },
  {
    handle: "lofi-sketch-session",
    title: "Lo-fi Sketch Session",
    description: "A loop to draw to, from the vinyl's B-side.",
    visibility: "PAID",
    tier: "superfan",
    notes: C_MAJOR,
  },
];

const text = (title: string, paragraphs: string[], extra: Partial<DemoPost> = {}): DemoPost => ({
  handle: title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""),
  type: "TEXT",
  title,
  paragraphs,
  visibility: "PUBLIC",
  ...extra,
});

/** 22 posts, newest first: text, video and audio; public, members-only, paid and pay-per-post. */
export const DEMO_POSTS: DemoPost[] = [
  text("Welcome to the club", [
    "Thank you for being here. This is where I share the process behind every drop.",
    "Members see every post; Supporters and Superfans get the lessons and the live calls.",
  ]),
  text(
    "The holiday drop is packed",
    ["Two hundred orders went out this week. Here is what is left and what comes back in January."],
    { visibility: "MEMBERS" },
  ),
  {
    handle: "video-sketchbook-tools",
    type: "VIDEO",
    title: "New lesson: Sketchbook Basics 1",
    paragraphs: ["The first lesson of the series is free for everyone."],
    media: "sketchbook-1-tools",
    visibility: "PUBLIC",
  },
  text(
    "How I price my prints",
    [
      "Paper, ink, time, and the part nobody counts: the hours of drawing that did not work.",
      "Here is the spreadsheet I use, line by line.",
    ],
    { visibility: "PAID", tier: "supporter", unlockPrice: 300 },
  ),
  {
    handle: "audio-studio-notes-1",
    type: "AUDIO",
    title: "Studio Notes #1",
    paragraphs: ["A short voice memo from the studio."],
    media: "studio-notes-1",
    visibility: "PUBLIC",
  },
  text(
    "Members vote: next hoodie colour",
    ["Forest, mustard or plum? The winner goes to the printer on Friday."],
    { visibility: "MEMBERS", list: ["Forest", "Mustard", "Plum"] },
  ),
  {
    handle: "video-riso-separations",
    type: "VIDEO",
    title: "Riso 101 starts now",
    paragraphs: ["Colour separations, explained with the City at Night poster."],
    media: "riso-1-separations",
    visibility: "PAID",
    tier: "supporter",
  },
  text("Behind the Trail Runner", [
    "Why a shoe has 2,048 variants, and why I will never do that again.",
  ]),
  {
    handle: "audio-pricing-art",
    type: "AUDIO",
    title: "Studio Notes #2: Pricing Art",
    paragraphs: ["Part two of the pricing conversation, for members."],
    media: "studio-notes-2",
    visibility: "MEMBERS",
  },
  text(
    "The sketchbook that started it all",
    ["Scans of the 2019 sketchbook, with notes on what I would change."],
    { visibility: "PAID", tier: "supporter" },
  ),
  {
    handle: "video-studio-tour",
    type: "VIDEO",
    title: "Studio tour 2026",
    paragraphs: ["The new space, the new printer and the packing table."],
    media: "studio-tour-2026",
    visibility: "PUBLIC",
  },
  text(
    "Superfan exclusive: unreleased designs",
    ["Five designs that did not make the drop. Tell me which ones should."],
    { visibility: "PAID", tier: "superfan", unlockPrice: 500 },
  ),
  {
    handle: "video-live-qa-november",
    type: "VIDEO",
    title: "Live Q&A recording — November",
    paragraphs: ["The full recording of this month's Superfan call."],
    media: "live-qa-november",
    visibility: "PAID",
    tier: "superfan",
  },
  text("My brush pen ranking", ["Twelve pens, three months, one winner."], {
    visibility: "MEMBERS",
    list: ["Fude (hard tip)", "Pentel Pocket", "Kuretake No. 13"],
  }),
  {
    handle: "audio-saying-no",
    type: "AUDIO",
    title: "Studio Notes #3: Saying No",
    paragraphs: ["On commissions and protecting drawing time."],
    media: "studio-notes-3",
    visibility: "PAID",
    tier: "supporter",
  },
  text("Shipping update", ["International orders now ship twice a week with tracking."]),
  {
    handle: "video-sketchbook-colour",
    type: "VIDEO",
    title: "Sketchbook Basics 3: Colour",
    paragraphs: ["A limited palette that makes every page look planned."],
    media: "sketchbook-3-colour",
    visibility: "PAID",
    tier: "supporter",
  },
  text(
    "A year of daily drawing",
    ["365 pages. The best ten, the worst ten, and what changed in between."],
    { visibility: "PAID", tier: "supporter", unlockPrice: 200 },
  ),
  {
    handle: "audio-lofi-session",
    type: "AUDIO",
    title: "Lo-fi sketch session",
    paragraphs: ["Put it on, open the sketchbook, draw for twenty minutes."],
    media: "lofi-sketch-session",
    visibility: "PAID",
    tier: "superfan",
  },
  text("Process zine #3 is out", ["Forty pages of thumbnails, mistakes and the final prints."]),
  {
    handle: "video-riso-printing",
    type: "VIDEO",
    title: "Riso 101: On the Machine",
    paragraphs: ["Drums, registration and the first hundred prints."],
    media: "riso-2-printing",
    visibility: "PAID",
    tier: "supporter",
  },
  text(
    "Thank you for 100k",
    [
      "A hundred thousand of you follow along. This is a thank-you note and a small gift code inside.",
    ],
    { visibility: "MEMBERS" },
  ),
];

export const DEMO_PERKS: DemoPerk[] = [
  {
    tier: "supporter",
    title: "Early access to drops",
    description: "Shop every drop a day before everyone else.",
    kind: "TEXT",
    value: "Drops open for you at 9 am the day before launch; watch your inbox.",
  },
  {
    tier: "supporter",
    title: "Members' Discord",
    description: "The Supporter channels on the Maya Makes Discord.",
    kind: "LINK",
    value: "https://discord.com/invite/mayamakes-supporters",
  },
  {
    tier: "superfan",
    title: "10 % off merch",
    description: "A code for every order in the shop.",
    kind: "CODE",
    value: "SUPERFAN10",
  },
  {
    tier: "superfan",
    title: "Monthly live Q&A",
    description: "The link to the next call.",
    kind: "LINK",
    value: "https://www.twitch.tv/mayamakes",
  },
];
