import { sql } from "kysely";
import type { ShopDatabase } from "../db/database";
import { mediaUrl } from "./media-store";

/**
 * Where in some settings a string points at the file `/media/{id}` (as a path, or an absolute URL
 * with a query perhaps): every image setting, section and block setting, template, anything.
 * @example settingPathsUsing({ logo: "/media/a.jpg", home_sections: [{ settings: { image: "http://demo.localhost/media/a.jpg" } }] }, "a.jpg")
 * // ["logo", "home_sections.0.settings.image"]
 */
export function settingPathsUsing(settings: unknown, id: string): string[] {
  const target = mediaUrl(id);
  const uses = (text: string) => {
    if (!text.includes(target)) return false;
    try {
      return new URL(text, "http://shop.invalid").pathname === target;
    } catch {
      return false;
    }
  };
  const walk = (value: unknown, path: string[]): string[] => {
    if (typeof value === "string") return uses(value) ? [path.join(".")] : [];
    if (Array.isArray(value)) return value.flatMap((item, i) => walk(item, [...path, String(i)]));
    if (value !== null && typeof value === "object") {
      return Object.entries(value).flatMap(([key, item]) => walk(item, [...path, key]));
    }
    return [];
  };
  return walk(settings, []);
}

/**
 * The ids of every file of this platform (`/media/{id}`, as a path or an absolute URL) some
 * settings name, anywhere: the images whose alt texts a page of the shop needs.
 * @example mediaIdsIn({ home_sections: [{ settings: { image: "/media/a.jpg" } }], x: "https://cdn.test/b.png" }) // ["a.jpg"]
 */
export function mediaIdsIn(settings: unknown): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      const id = value.includes(MEDIA_PATH) ? mediaIdOf(value) : null;
      if (id !== null) ids.add(id);
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(settings);
  return [...ids];
}

const MEDIA_PATH = "/media/";

function mediaIdOf(text: string): string | null {
  try {
    const { pathname } = new URL(text, "http://shop.invalid");
    return pathname.startsWith(MEDIA_PATH) ? pathname.slice(MEDIA_PATH.length) : null;
  } catch {
    return null;
  }
}

/**
 * Where the shop's published settings use an image: the live ones' paths, the versions' numbers,
 * and the times of the scheduled publishes that will make it live.
 */
export interface PublishedUses {
  live: string[];
  versions: number[];
  scheduled: string[];
}

/**
 * Where the shop's published settings use the file `id`: the live settings, every version of the
 * history, which a restore could make live again, and every pending scheduled publish, which will. The database finds the candidates by
 * text; each is then walked, so an id that only starts like another's does not count.
 */
export async function publishedUsesOf(
  db: ShopDatabase,
  shopId: string,
  id: string,
): Promise<PublishedUses> {
  const pattern = `%${mediaUrl(id)}%`;
  const [shop, versions, schedules] = await Promise.all([
    db
      .selectFrom("shops")
      .select("theme_settings")
      .where("id", "=", shopId)
      .where(sql<string>`cast(theme_settings as text)`, "like", pattern)
      .executeTakeFirst(),
    db
      .selectFrom("theme_settings_versions")
      .select(["version", "settings"])
      .where("shop_id", "=", shopId)
      .where(sql<string>`cast(settings as text)`, "like", pattern)
      .orderBy("version", "asc")
      .execute(),
    db
      .selectFrom("theme_settings_schedules")
      .select(["publish_at", "settings"])
      .where("shop_id", "=", shopId)
      .where("state", "=", "pending")
      .where(sql<string>`cast(settings as text)`, "like", pattern)
      .orderBy("publish_at", "asc")
      .execute(),
  ]);
  const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
  return {
    live: shop ? settingPathsUsing(parsed(shop.theme_settings), id) : [],
    versions: versions
      .filter((row) => settingPathsUsing(parsed(row.settings), id).length > 0)
      .map((row) => row.version),
    scheduled: schedules
      .filter((row) => settingPathsUsing(parsed(row.settings), id).length > 0)
      .map((row) => new Date(row.publish_at).toISOString()),
  };
}

/**
 * What a refused delete tells the owner: where the image is used, and why old versions count.
 * @example inUseMessage({ live: ["home_sections.0.settings.image"], versions: [3, 4], scheduled: [] })
 * // "This image is used by the live settings (home_sections.0.settings.image) and by published versions 3, 4, which a restore would bring back: it cannot be deleted."
 */
export function inUseMessage(uses: PublishedUses): string {
  const where = [
    ...(uses.live.length > 0 ? [`the live settings (${uses.live.join(", ")})`] : []),
    ...(uses.versions.length > 0
      ? [
          `published version${uses.versions.length > 1 ? "s" : ""} ${uses.versions.join(", ")}, which a restore would bring back`,
        ]
      : []),
    ...(uses.scheduled.length > 0
      ? [`the publish scheduled for ${uses.scheduled.join(", ")} (UTC)`]
      : []),
  ];
  return `This image is used by ${where.join(" and by ")}: it cannot be deleted.`;
}
