import { randomBytes } from "node:crypto";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import pg from "pg";
import { type CreateShopApiOptions, createShopApi, type ShopApi } from "../app";
import { generateSecrets } from "../auth/secrets";
import { openDatabase, type ShopDatabase } from "../db/database";
import type { MailMessage } from "../mail/mail-transport";
import { seedDemo } from "../seed/seed-demo";
import { demoUserId, MINIMAL_CREATOR, MINIMAL_SHOP_ID } from "../seed/shops-seed";
import { createRecordingMail } from "./recording-mail";

export interface TestBackend {
  name: "pglite" | "postgres";
  databaseUrl?: string;
}

/**
 * The backends a suite runs on: PGlite always, PostgreSQL too when `TEST_DATABASE_URL` is set.
 * @example describe.each(testBackends())("carts on $name", (backend) => { … })
 */
export function testBackends(): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  return [{ name: "pglite" }, ...(url ? [{ name: "postgres" as const, databaseUrl: url }] : [])];
}

export interface TestShop {
  api: ShopApi;
  db: ShopDatabase;
  /** `app.request` with `Host: demo.localhost` unless the init sets another. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON of a request that must succeed; throws with the body otherwise. */
  json<T>(path: string, init?: RequestInit): Promise<T>;
  /** Every email the API sent, oldest first. */
  sentMail: MailMessage[];
  close(): Promise<void>;
}

/**
 * A seeded database on `backend` (in-memory PGlite, or a fresh PostgreSQL schema dropped on close)
 * and the API over it. Open one per test file in `beforeAll`.
 */
export async function openTestShop(
  backend: TestBackend,
  options: Partial<Omit<CreateShopApiOptions, "db" | "mail">> = {},
): Promise<TestShop> {
  const schema = backend.databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined;
  const db = await openDatabase({
    ...(backend.databaseUrl
      ? { databaseUrl: backend.databaseUrl, schema }
      : { dataDir: "memory://" }),
  });
  await seedDemo(db);
  const mail = createRecordingMail();
  const api = createShopApi({ db, secrets: generateSecrets(), mail, ...options });
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("Host")) headers.set("Host", "demo.localhost");
    if (init.body !== undefined && !headers.has("Content-Type")) {
      headers.set("Content-Type", "application/json");
    }
    return Promise.resolve(api.app.request(`http://localhost${path}`, { ...init, headers }));
  };
  return {
    api,
    db,
    request,
    sentMail: mail.sent,
    async json<T>(path: string, init?: RequestInit) {
      const response = await request(path, init);
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${path}: ${body}`);
      return JSON.parse(body) as T;
    },
    async close() {
      await db.destroy();
      if (backend.databaseUrl && schema) {
        const client = new pg.Client({ connectionString: backend.databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    },
  };
}

/**
 * Session tokens of the three callers a creator-only call is tried with: the demo shop's creator,
 * one of its members, and the minimal shop's creator (a creator, of another shop).
 *
 * @example
 * const { creator, member, minimalCreator } = await demoCallerTokens(shop.api.sessions)
 */
export async function demoCallerTokens(sessions: ShopApi["sessions"]) {
  const sign = (email: string, userType: "CREATOR" | "MEMBER", shopId: string) =>
    sessions.sign({ sub: demoUserId(email), user_type: userType, shop_id: shopId });
  return {
    creator: await sign(DEMO_CREDENTIALS.creator.email, "CREATOR", "shop_demo"),
    member: await sign(DEMO_CREDENTIALS.member.email, "MEMBER", "shop_demo"),
    minimalCreator: await sign(MINIMAL_CREATOR.email, "CREATOR", MINIMAL_SHOP_ID),
  };
}
