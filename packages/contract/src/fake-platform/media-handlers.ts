import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { endpoints } from "../endpoints/index";
import { MEDIA_LIMITS, MEDIA_REFUSALS, MEDIA_TYPES, type MediaItem } from "../media/media-library";
import { mediaTypeOf } from "../media/media-type-sniff";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";

const { list, upload, setAlt, remove } = endpoints.media;
const api = (path: string) => `${MOCK_ORIGIN}${path}`;
const ok = (data: unknown, status = 200) => HttpResponse.json({ data }, { status });

/**
 * The shop's media library as the fake platform keeps it, newest first. It checks what shop-api
 * checks without decoding: the type from the bytes and the size; every image is 1200 × 900, and
 * none is ever in use (the fake platform's settings name no library image).
 */
export const mockMedia = {
  items: [] as MediaItem[],
  uploads: 0,
  reset() {
    this.items = [];
    this.uploads = 0;
  },
};

const notFound = () => apiError(404, "Image not found.", "NOT_FOUND");

export const mediaHandlers: RequestHandler[] = [
  http.get(api(list.path), ({ request }) => {
    const query = z.safeParse(list.query, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    const { pageNum, pageSize } = query.data;
    const total = mockMedia.items.length;
    return HttpResponse.json({
      data: mockMedia.items.slice(pageNum * pageSize, (pageNum + 1) * pageSize),
      page: { pageNum, pageSize, totalElements: total, totalPages: Math.ceil(total / pageSize) },
    });
  }),
  http.post(api(upload.path), async ({ request }) => {
    const form = await request.formData();
    const file = form.get("file");
    if (!(file instanceof Blob)) {
      return apiError(400, "Send the image in a field named file.", "VALIDATION_ERROR");
    }
    if (file.size > MEDIA_LIMITS.bytes) return apiError(413, MEDIA_REFUSALS.size);
    const mime = mediaTypeOf(new Uint8Array(await file.arrayBuffer()));
    const type = MEDIA_TYPES.find((candidate) => candidate.mime === mime);
    if (!type) return apiError(415, MEDIA_REFUSALS.type);
    mockMedia.uploads += 1;
    const id = `upload-${mockMedia.uploads}.${type.storedAs}`;
    const alt = form.get("alt");
    const item: MediaItem = {
      id,
      url: `/media/${id}`,
      width: 1200,
      height: 900,
      bytes: file.size,
      alt: typeof alt === "string" ? alt.trim() : "",
      createdAt: new Date().toISOString(),
    };
    mockMedia.items.unshift(item);
    return ok(item, 201);
  }),
  http.patch(api(setAlt.path), async ({ request, params }) => {
    const body = z.safeParse(setAlt.body, await request.json());
    if (!body.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    const item = mockMedia.items.find((candidate) => candidate.id === params.id);
    if (!item) return notFound();
    item.alt = body.data.alt;
    return ok(item);
  }),
  http.delete(api(remove.path), ({ params }) => {
    const before = mockMedia.items.length;
    mockMedia.items = mockMedia.items.filter((item) => item.id !== params.id);
    return mockMedia.items.length === before ? notFound() : ok(null);
  }),
];
