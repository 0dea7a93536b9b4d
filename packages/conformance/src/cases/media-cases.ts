import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";

const { list, upload, setAlt, remove } = endpoints.media;

/** A 1 × 1 PNG, which both platforms take (shop-api decodes it, the fake reads its signature). */
const PIXEL = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);
const pixel = () => new File([PIXEL], "pixel.png", { type: "image/png" });

/** The creator's media library: each case uploads its own image, so none depends on another. */
export const mediaCases: ConformanceCase[] = [
  {
    endpoint: upload,
    as: "creator",
    call: async (shop) => {
      const item = await shop.api.media.upload(pixel(), "A dot");
      if (item.alt !== "A dot") throw new Error("The upload keeps its alt text");
    },
  },
  {
    endpoint: list,
    as: "creator",
    call: async (shop) => {
      const item = await shop.api.media.upload(pixel());
      const { data } = await shop.api.media.list({ page: 0, pageSize: 5 });
      if (data[0]?.id !== item.id) throw new Error("The library lists the newest first");
    },
  },
  {
    endpoint: setAlt,
    as: "creator",
    call: async (shop) => {
      const item = await shop.api.media.upload(pixel());
      const changed = await shop.api.media.setAlt(item.id, "A single dot");
      if (changed.alt !== "A single dot") throw new Error("The alt text is set");
    },
  },
  {
    endpoint: remove,
    as: "creator",
    call: async (shop) => {
      const item = await shop.api.media.upload(pixel());
      await shop.api.media.remove(item.id);
    },
  },
];
