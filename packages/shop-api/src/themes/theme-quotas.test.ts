import {
  type ApiErrorBody,
  THEME_LIMITS,
  THEME_QUOTAS,
  THEMES_API_PATH,
  type ThemeVersion,
} from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUserId, MINIMAL_SHOP_ID } from "../seed/shops-seed";
import { demoCallerTokens, openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { themeUploadOf } from "./theme-upload-of";
import { publishTheme } from "./theme-versions";

const DEMO = "demo.localhost";
const MINIMAL = "minimal.localhost";

/** A tiny build, its own version wherever `marker` differs. */
const tinyUpload = (handle: string, marker: string) =>
  themeUploadOf({
    handle,
    entry: "theme.js",
    files: { "theme.js": `export default { marker: "${marker}" };\n` },
  });

/**
 * A build of nearly `THEME_LIMITS.totalBytes` that gzips to almost nothing: two files just under
 * `fileBytes`, so storage fills up long before the budget does.
 */
const bulkyUpload = (marker: string) => {
  const fill = "a".repeat(THEME_LIMITS.fileBytes - 100);
  return themeUploadOf({
    handle: "bulky",
    entry: "theme.js",
    styles: ["theme.css"],
    files: {
      "theme.js": `export default "${marker}${fill}";\n`,
      "theme.css": `.bulky { content: "${marker}${fill}"; }\n`,
    },
  });
};

describe.each(testBackends())("a shop's room for themes on $name", (backend) => {
  let shop: TestShop;
  let now = Date.parse("2026-11-20T10:00:00Z");
  let creator: string;
  let minimalCreator: string;

  beforeAll(async () => {
    shop = await openTestShop(backend, { clock: () => new Date(now) });
    ({ creator, minimalCreator } = await demoCallerTokens(shop.api.sessions));
  });
  afterAll(() => shop.close());

  const send = async (
    method: string,
    path: string,
    token: string,
    host: string,
    body?: unknown,
  ) => {
    const response = await shop.request(path, {
      method,
      headers: { Host: host, Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get("Retry-After"),
      body: (text === "" ? {} : JSON.parse(text)) as { data: ThemeVersion } & ApiErrorBody,
    };
  };
  const publish = (upload: unknown, token = creator, host = DEMO) =>
    send("POST", THEMES_API_PATH, token, host, upload);
  const remove = (ref: string, token = creator, host = DEMO) =>
    send("DELETE", `${THEMES_API_PATH}/${ref.replace("@", "/")}`, token, host);
  const list = async (token = creator, host = DEMO) =>
    (
      await shop.json<{ data: ThemeVersion[] }>(THEMES_API_PATH, {
        headers: { Host: host, Authorization: `Bearer ${token}` },
      })
    ).data;
  /** A fresh upload window for every creator: the rate has a test of its own. */
  const nextWindow = () => {
    now += THEME_QUOTAS.uploadWindowMs;
  };

  it(`keeps ${THEME_QUOTAS.versionsPerShop} versions: the next is 409 saying how to make room, and deleting one makes it`, async () => {
    const held = (await list()).length;
    for (let index = held; index < THEME_QUOTAS.versionsPerShop; index += 1) {
      if (index % THEME_QUOTAS.uploadsPerCreator === 0) nextWindow();
      expect((await publish(tinyUpload(`many-${index % 3}`, String(index)))).status).toBe(201);
    }
    nextWindow();
    const refused = await publish(tinyUpload("many-0", "one too many"));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("THEME_VERSION_QUOTA");
    expect(refused.body.message).toBe(
      `This shop keeps at most ${THEME_QUOTAS.versionsPerShop} theme versions and has ${THEME_QUOTAS.versionsPerShop}. Delete versions you no longer need (vitrine theme delete <handle>@<version>; any version but the live one), then publish again.`,
    );
    expect(await list()).toHaveLength(THEME_QUOTAS.versionsPerShop);

    // A build the shop already has takes no room: it goes live again.
    expect((await publish(tinyUpload(`many-${held % 3}`, String(held)))).status).toBe(200);
    const versions = await list();
    const ref = (version?: ThemeVersion) => `${version?.handle}@${version?.version}`;
    const deleteLive = await remove(ref(versions.find((version) => version.live)));
    expect(deleteLive.status).toBe(409);
    expect(deleteLive.body.code).toBe("THEME_VERSION_LIVE");
    expect(deleteLive.body.message).toMatch(/is the shop's live theme: make another version live/);
    const unpublished = ref(versions.find((version) => !version.live));
    expect((await remove(unpublished)).status).toBe(204);
    expect((await remove(unpublished)).status).toBe(404);
    expect(await list()).toHaveLength(THEME_QUOTAS.versionsPerShop - 1);
    expect((await publish(tinyUpload("many-0", "one too many"))).status).toBe(201);
  });

  it("deletes only this shop's versions, for its creator", async () => {
    const [version] = await list();
    const ref = `${version?.handle}@${version?.version}`;
    expect((await remove(ref, minimalCreator)).status).toBe(403);
    expect((await remove(ref, minimalCreator, MINIMAL)).status).toBe(404);
    expect((await remove("Many@1")).status).toBe(404);
    expect((await remove("many-1@0")).status).toBe(404);
  });

  it("tells a full shop so before the upload's pages are rendered on trial", async () => {
    expect(await list()).toHaveLength(THEME_QUOTAS.versionsPerShop);
    let tried = 0;
    await expect(
      publishTheme(shop.db, {
        shopId: "shop_demo",
        userId: demoUserId(DEMO_CREDENTIALS.creator.email),
        upload: tinyUpload("many-0", "never tried"),
        trial: async () => {
          tried += 1;
          return null;
        },
      }),
    ).rejects.toMatchObject({ status: 409, details: { code: "THEME_VERSION_QUOTA" } });
    expect(tried).toBe(0);
  });

  // PGlite runs one statement at a time: two transactions cannot wait on each other there.
  it.skipIf(backend.name === "pglite")(
    "never makes live a version deleted while the rollback to it waits: the rollback is 404",
    async () => {
      nextWindow();
      expect((await publish(tinyUpload("racing", "a"), minimalCreator, MINIMAL)).status).toBe(201);
      expect((await publish(tinyUpload("racing", "b"), minimalCreator, MINIMAL)).status).toBe(201);
      let rollback: ReturnType<typeof send> | undefined;
      // As a delete does: the shop row locked, then the version gone, while a rollback asks for it.
      await shop.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom("shops")
          .select("id")
          .where("id", "=", MINIMAL_SHOP_ID)
          .forUpdate()
          .execute();
        rollback = send("POST", `${THEMES_API_PATH}/live`, minimalCreator, MINIMAL, {
          handle: "racing",
          version: 1,
        });
        // Until the rollback waits for the shop row, whatever it read before is read.
        while (
          Number(
            (
              await sql<{
                waiting: string;
              }>`select count(*) as waiting from pg_locks where not granted`.execute(shop.db)
            ).rows[0]?.waiting,
          ) === 0
        ) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await trx
          .deleteFrom("theme_versions")
          .where("shop_id", "=", MINIMAL_SHOP_ID)
          .where("handle", "=", "racing")
          .where("version", "=", 1)
          .execute();
      });
      expect((await rollback)?.status).toBe(404);
      expect((await list(minimalCreator, MINIMAL)).find((version) => version.live)).toMatchObject({
        handle: "racing",
        version: 2,
      });
    },
  );

  it(`keeps ${THEME_QUOTAS.bytesPerShop / 1_000_000} MB of theme files: a version that would pass it is 409`, async () => {
    let refused: Awaited<ReturnType<typeof publish>> | null = null;
    const maxVersions = Math.ceil(THEME_QUOTAS.bytesPerShop / THEME_LIMITS.totalBytes) + 1;
    for (let index = 0; index < maxVersions && refused === null; index += 1) {
      if (index % THEME_QUOTAS.uploadsPerCreator === 0) nextWindow();
      const answer = await publish(bulkyUpload(String(index)), minimalCreator, MINIMAL);
      if (answer.status !== 201) refused = answer;
    }
    expect(refused?.status).toBe(409);
    expect(refused?.body.code).toBe("THEME_STORAGE_QUOTA");
    expect(refused?.body.message).toMatch(
      /^This version's 2\.0 MB would take the shop's theme files to 2\d\.\d MB, over its room of 25\.0 MB\. Delete versions you no longer need/,
    );
    const held = (await list(minimalCreator, MINIMAL)).reduce((sum, entry) => sum + entry.bytes, 0);
    expect(held).toBeLessThanOrEqual(THEME_QUOTAS.bytesPerShop);
    expect(held + THEME_LIMITS.totalBytes).toBeGreaterThan(THEME_QUOTAS.bytesPerShop);
  });

  it(`takes ${THEME_QUOTAS.uploadsPerCreator} uploads from a creator in ${THEME_QUOTAS.uploadWindowMs / 60_000} minutes: the next is 429 saying when to try again`, async () => {
    nextWindow();
    for (let index = 0; index < THEME_QUOTAS.uploadsPerCreator; index += 1) {
      // Refused uploads count too: checking them is the work the rate protects.
      const answer = await publish({ manifest: {}, files: {} }, minimalCreator, MINIMAL);
      expect(answer.status).toBe(400);
    }
    now += 3 * 60_000;
    const limited = await publish(tinyUpload("rated", "a"), minimalCreator, MINIMAL);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(limited.retryAfter).toBe(String(7 * 60));
    expect(limited.body.message).toBe(
      `You have sent ${THEME_QUOTAS.uploadsPerCreator} theme uploads in 10 minutes, the most a creator may. Try again in 7 minutes.`,
    );
    // Another creator is not held back by this one.
    expect((await publish(tinyUpload("rated", "b"))).status).not.toBe(429);
    now += 7 * 60_000;
    expect((await publish(tinyUpload("rated", "a"), minimalCreator, MINIMAL)).status).not.toBe(429);
  });
});
