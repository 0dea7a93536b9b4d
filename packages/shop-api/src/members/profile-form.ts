import { BIO_MAX_LENGTH, rules } from "@vitrine/contract";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import sharp from "sharp";
import * as z from "zod/mini";
import { MAX_INPUT_PIXELS } from "../assets/image-limits";
import { type MediaStore, mediaUrl } from "../assets/media-store";
import type { Database } from "../db/schema";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { imageTypeOf, MAX_AVATAR_BYTES } from "./image-type";

/** Avatars are stored at most this wide and tall: a profile never shows them larger. */
const AVATAR_SIZE = 512;

const fields = z.object({
  displayName: z.optional(rules.displayName),
  bio: z.optional(rules.text(BIO_MAX_LENGTH)),
});

const invalid = (path: string, message: string) =>
  httpError(400, message, { code: "VALIDATION_ERROR", issues: [{ path, message }] });

/** The columns a multipart profile update changes; only the fields sent change. */
export interface ProfileChanges {
  display_name?: string;
  bio?: string;
  avatar_url?: string;
}

/**
 * Reads a multipart profile update (`displayName`, `bio`, `avatar`). The avatar must be a PNG,
 * JPEG or WebP by its bytes (not its declared type), at most 2 MB and 25 megapixels, and fully
 * decodable; it is stored re-encoded as webp, at most 512 px square.
 */
export async function readProfileForm(
  c: Context<ShopEnv>,
  db: Kysely<Database>,
  mediaStore: MediaStore,
  ownerId: string,
): Promise<ProfileChanges> {
  const notMultipart = () =>
    httpError(400, "Send the profile as multipart form data.", { code: "VALIDATION_ERROR" });
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("multipart/form-data"))
    throw notMultipart();
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw notMultipart();
  }
  const text = (name: string) => {
    const value = form[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw invalid(name, `${name} must be text.`);
    return value;
  };
  const parsed = z.safeParse(fields, { displayName: text("displayName"), bio: text("bio") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(String(issue?.path[0] ?? "form"), issue?.message ?? "Invalid value.");
  }
  const changes: ProfileChanges = {};
  if (parsed.data.displayName !== undefined) changes.display_name = parsed.data.displayName;
  if (parsed.data.bio !== undefined) changes.bio = parsed.data.bio;

  const avatar = form.avatar;
  if (avatar !== undefined) {
    if (!(avatar instanceof File)) throw invalid("avatar", "avatar must be an image file.");
    if (avatar.size > MAX_AVATAR_BYTES) throw invalid("avatar", "The avatar must be at most 2 MB.");
    const bytes = new Uint8Array(await avatar.arrayBuffer());
    if (!imageTypeOf(bytes))
      throw invalid("avatar", "The avatar must be a PNG, JPEG or WebP image.");
    // Decoded whole and written anew: a corrupt or hostile file is refused here, once, and what
    // is stored is a clean webp the resizer can always read.
    let encoded: { data: Buffer; info: { width: number; height: number } };
    try {
      encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", withoutEnlargement: true })
        .webp({ quality: 90 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw invalid("avatar", "The avatar image could not be read.");
    }
    const id = await mediaStore.put(db, {
      shopId: c.var.shop.id,
      name: `avatar-${ownerId}`,
      extension: "webp",
      bytes: new Uint8Array(encoded.data),
      width: encoded.info.width,
      height: encoded.info.height,
    });
    changes.avatar_url = mediaUrl(id);
  }
  return changes;
}
