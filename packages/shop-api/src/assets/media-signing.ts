import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey } from "../auth/derive-key";
import type { ShopSecrets } from "../auth/secrets";

/** Long enough to watch the longest video on one URL; a page load asks for a new one. */
export const SIGNED_MEDIA_TTL_SECONDS = 60 * 60;

/** Who a signed URL is for: a member or creator id, or `visitor` for content open to anyone. */
export type MediaViewer = string;

export interface MediaSignature {
  /** `v`: the viewer the URL was signed for. */
  viewer: MediaViewer;
  /** `exp`: expiry, in seconds since the epoch. */
  expires: number;
  /** `sig`: HMAC-SHA256 over media, shop, viewer and expiry, base64url. */
  signature: string;
}

export interface MediaSigner {
  /**
   * `/media/{id}?v=…&exp=…&sig=…` for one viewer of one shop, valid `SIGNED_MEDIA_TTL_SECONDS`.
   * @example urlFor("lesson-1-3f2a.wav", "shop_demo", "usr_123") // "/media/lesson-1-3f2a.wav?v=usr_123&exp=1795000000&sig=…"
   */
  urlFor(mediaId: string, shopId: string, viewer: MediaViewer): string;
  /** Whether the signature is this platform's, for this file and this shop, and not expired. */
  verify(mediaId: string, shopId: string, signed: MediaSignature): boolean;
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Signs the URLs of gated media (video and audio sources) with a key derived for this use alone.
 * The URL names its viewer, so one that leaks is traced to its member and dies within the hour.
 */
export function createMediaSigner(secrets: ShopSecrets, clock: () => Date): MediaSigner {
  const key = deriveKey(secrets.jwtSecret, "media-url");
  const sign = (mediaId: string, shopId: string, viewer: string, expires: number) =>
    createHmac("sha256", key)
      .update(`${mediaId}\n${shopId}\n${viewer}\n${expires}`)
      .digest("base64url");

  return {
    urlFor(mediaId, shopId, viewer) {
      const expires = Math.floor(clock().getTime() / 1000) + SIGNED_MEDIA_TTL_SECONDS;
      const query = new URLSearchParams({
        v: viewer,
        exp: String(expires),
        sig: sign(mediaId, shopId, viewer, expires),
      });
      return `/media/${mediaId}?${query}`;
    },
    verify(mediaId, shopId, { viewer, expires, signature }) {
      if (!SIGNATURE.test(signature) || !Number.isSafeInteger(expires)) return false;
      if (expires * 1000 <= clock().getTime()) return false;
      // Compared as text: base64 has other spellings of the same bytes.
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(mediaId, shopId, viewer, expires));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
