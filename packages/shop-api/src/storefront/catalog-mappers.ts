import type { Collection, ProductImage } from "@vitrine/contract";
import type { Selectable } from "kysely";
import { mediaUrl } from "../assets/media-store";
import type { CollectionsTable, ProductImagesTable } from "../db/schema";

export function toProductImage(row: Selectable<ProductImagesTable>): ProductImage {
  return {
    id: row.id,
    url: mediaUrl(row.media_id),
    alt: row.alt,
    position: row.position,
    width: row.width,
    height: row.height,
  };
}

export type CollectionRow = Selectable<CollectionsTable> & {
  product_count: number;
  image_width: number | null;
  image_height: number | null;
};

export function toCollection(row: CollectionRow): Collection {
  const image: ProductImage | null =
    row.image_media_id === null
      ? null
      : {
          id: row.image_media_id,
          url: mediaUrl(row.image_media_id),
          alt: row.title,
          position: 0,
          width: row.image_width ?? 0,
          height: row.image_height ?? 0,
        };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image,
    productCount: row.product_count,
    template: row.template,
  };
}
