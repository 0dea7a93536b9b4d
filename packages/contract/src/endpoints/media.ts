import * as z from "zod/mini";
import { MEDIA_LIMITS, mediaAlt, mediaItem } from "../media/media-library";
import { pageNum, pageSize } from "../rules/field-rules";
import { defineEndpoint, multipart } from "./endpoint";

/** Where the library's calls live. */
export const MEDIA_LIBRARY_API_PATH = "/api/creators/media";

/**
 * The shop's media library, for its own creator: images uploaded once and picked by any image
 * setting. Another shop's creator gets 404 for an image that is not theirs.
 */
export const mediaEndpoints = {
  /** The library, newest first, a page at a time. */
  list: defineEndpoint({
    method: "GET",
    base: "membership",
    path: MEDIA_LIBRARY_API_PATH,
    query: z.object({
      pageNum: z._default(pageNum, 0),
      pageSize: z._default(pageSize, MEDIA_LIMITS.pageSize),
    }),
    answer: mediaItem,
    list: true,
    access: "creator",
  }),
  /**
   * A multipart form of `file` (a JPEG, PNG, WebP, AVIF or GIF within `MEDIA_LIMITS`) and an
   * optional `alt`: re-encoded without its metadata and stored. 415 for another type, 413 past the
   * size, 422 past the pixels or for a file that cannot be decoded.
   */
  upload: defineEndpoint({
    method: "POST",
    base: "membership",
    path: MEDIA_LIBRARY_API_PATH,
    body: multipart,
    answer: mediaItem,
    access: "creator",
  }),
  /** Sets an image's alt text. */
  setAlt: defineEndpoint({
    method: "PATCH",
    base: "membership",
    path: `${MEDIA_LIBRARY_API_PATH}/:id`,
    body: z.object({ alt: mediaAlt }),
    answer: mediaItem,
    access: "creator",
  }),
  /**
   * Deletes an image: 409 IMAGE_IN_USE, saying where, while the live settings or a published
   * version that could be restored use its address.
   */
  remove: defineEndpoint({
    method: "DELETE",
    base: "membership",
    path: `${MEDIA_LIBRARY_API_PATH}/:id`,
    answer: z.null(),
    access: "creator",
  }),
};
