import { type ListResponse, type MediaItem, mediaRoutes } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

/**
 * The shop's media library, for its own creator (`membershipBase`, `Authorization: Bearer`):
 * the images image settings pick from. An upload the platform refuses fails with an ApiError
 * whose `statusCode` says why — 415 another type, 413 too many bytes, 422 too many pixels or a
 * damaged file — and whose message names what is allowed; deleting an image a published version
 * uses fails with 409 (`code` IMAGE_IN_USE), saying where.
 *
 * @example
 * const item = await api.media.upload(fileFromInput, "A red tee on a chair");
 * const { data, page } = await api.media.list({ page: 0 });
 * await api.media.setAlt(item.id, "The red tee, folded");
 * await api.media.remove(item.id);
 */
export interface MediaApi {
  /** A page of the library, newest first (`MEDIA_LIMITS.pageSize` unless told). */
  list(
    query?: { page?: number; pageSize?: number },
    options?: RequestOptions,
  ): Promise<ListResponse<MediaItem>>;
  /** Uploads an image (sent as multipart `file` and `alt`), answering it as the library keeps it. */
  upload(file: Blob, alt?: string, options?: RequestOptions): Promise<MediaItem>;
  setAlt(id: string, alt: string, options?: RequestOptions): Promise<MediaItem>;
  remove(id: string, options?: RequestOptions): Promise<void>;
}

export function createMediaApi(client: HttpClient): MediaApi {
  const { list, upload, setAlt, remove } = mediaRoutes;
  return {
    list: async (query = {}, options) =>
      client.call(
        list,
        {
          query: {
            ...(query.page === undefined ? {} : { pageNum: query.page }),
            ...(query.pageSize === undefined ? {} : { pageSize: query.pageSize }),
          },
        },
        options,
      ),
    upload: async (file, alt, options) => {
      const form = new FormData();
      form.set("file", file, file instanceof File ? file.name : "image");
      if (alt !== undefined) form.set("alt", alt);
      return client.call(upload, { body: form }, options);
    },
    setAlt: async (id, alt, options) =>
      client.call(setAlt, { params: { id }, body: { alt } }, options),
    remove: async (id, options) => {
      await client.call(remove, { params: { id } }, options);
    },
  };
}
