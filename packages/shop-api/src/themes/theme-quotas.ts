import { THEME_QUOTAS } from "@vitrine/contract";
import { megabytes } from "@vitrine/contract/theme-budget";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { httpError } from "../http/http-error";

/** How a creator makes room, said in every refusal: no quota leaves them stuck. */
const MAKE_ROOM =
  "Delete versions you no longer need (vitrine theme delete <handle>@<version>; any version but the live one), then publish again.";

/**
 * Refuses a new version the shop has no room for: 409 `THEME_VERSION_QUOTA` at
 * `THEME_QUOTAS.versionsPerShop` versions, 409 `THEME_STORAGE_QUOTA` when its files would take the
 * shop's theme files past `THEME_QUOTAS.bytesPerShop`. Run in the publish's transaction, under its
 * lock on the shop row, so two publishes racing cannot both take the last room.
 *
 * @example
 * await refuseOverThemeQuota(trx, "shop_demo", 1_900_000)
 * // with 24 MB held: throws 409 "This version's 1.9 MB would take the shop's theme files to 25.9 MB, over its room of 25.0 MB. Delete versions…"
 */
export async function refuseOverThemeQuota(
  trx: Kysely<Database>,
  shopId: string,
  addedBytes: number,
): Promise<void> {
  const held = await trx
    .selectFrom("theme_versions")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("versions"),
      eb.fn.coalesce(eb.fn.sum<number | string>("bytes"), eb.lit(0)).as("bytes"),
    ])
    .where("shop_id", "=", shopId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as bigint text, PGlite as numbers.
  const versions = Number(held.versions);
  const bytes = Number(held.bytes);
  if (versions >= THEME_QUOTAS.versionsPerShop) {
    throw httpError(
      409,
      `This shop keeps at most ${THEME_QUOTAS.versionsPerShop} theme versions and has ${versions}. ${MAKE_ROOM}`,
      { code: "THEME_VERSION_QUOTA" },
    );
  }
  if (bytes + addedBytes > THEME_QUOTAS.bytesPerShop) {
    throw httpError(
      409,
      `This version's ${megabytes(addedBytes)} would take the shop's theme files to ${megabytes(bytes + addedBytes)}, over its room of ${megabytes(THEME_QUOTAS.bytesPerShop)}. ${MAKE_ROOM}`,
      { code: "THEME_STORAGE_QUOTA" },
    );
  }
}
