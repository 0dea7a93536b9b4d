import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { OTHER_MEMBER } from "../members/members-seed";
import type { SeedStep } from "../seed/run-seed";
import { seedId } from "../seed/seed-id";
import { DEMO_SHOP_ID, demoUserId } from "../seed/shops-seed";

const HOUR_MS = 60 * 60 * 1000;

interface SeedMessage {
  fromCreator: boolean;
  body: string;
  hoursAgo: number;
  read: boolean;
  unlockPrice?: number;
}

const THREADS: Array<{ email: string; messages: SeedMessage[] }> = [
  {
    email: "member@demo.test",
    messages: [
      {
        fromCreator: false,
        body: "Hi Maya! Loved the riso poster process video.",
        hoursAgo: 72,
        read: true,
      },
      {
        fromCreator: true,
        body: "Thank you so much! More of those are coming.",
        hoursAgo: 70,
        read: true,
      },
      {
        fromCreator: false,
        body: "Any chance of a green colourway for the hoodie?",
        hoursAgo: 30,
        read: true,
      },
      {
        fromCreator: true,
        body: "Funny you ask: samples arrived today.",
        hoursAgo: 6,
        read: false,
      },
      {
        fromCreator: true,
        body: "Here is a first look at the green hoodie, members only.",
        hoursAgo: 5,
        read: false,
        unlockPrice: 300,
      },
      { fromCreator: true, body: "Tell me what you think!", hoursAgo: 4, read: false },
    ],
  },
  {
    email: OTHER_MEMBER.email,
    messages: [
      { fromCreator: false, body: "Is the Q&A this Friday?", hoursAgo: 20, read: true },
      { fromCreator: true, body: "Yes, 6 pm UTC. See you there!", hoursAgo: 2, read: false },
    ],
  },
  {
    email: "free@demo.test",
    messages: [
      { fromCreator: false, body: "Hello! Just joined as a follower.", hoursAgo: 100, read: true },
    ],
  },
];

async function seedDirectMessages(trx: Kysely<Database>): Promise<void> {
  const now = Date.now();
  const creator = demoUserId("creator@demo.test");
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  await trx
    .insertInto("dm_threads")
    .values(
      THREADS.map((thread) => ({
        id: seedId("dmt", thread.email),
        shop_id: DEMO_SHOP_ID,
        member_id: demoUserId(thread.email),
        creator_id: creator,
        updated_at: at(Math.min(...thread.messages.map((m) => m.hoursAgo))),
      })),
    )
    .execute();
  await trx
    .insertInto("dm_messages")
    .values(
      THREADS.flatMap((thread) =>
        thread.messages.map((message, index) => ({
          id: seedId("dmm", `${thread.email}/${index}`),
          thread_id: seedId("dmt", thread.email),
          sender_id: message.fromCreator ? creator : demoUserId(thread.email),
          body: message.body,
          unlock_price: message.unlockPrice ?? null,
          read_at: message.read ? at(message.hoursAgo - 1) : null,
          created_at: at(message.hoursAgo),
        })),
      ),
    )
    .execute();
}

/** DM threads: member@demo.test has three unread messages from the creator, one of them locked. */
export const directMessagesSeed: SeedStep = { name: "direct-messages", run: seedDirectMessages };
