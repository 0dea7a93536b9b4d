import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";

const PATHS = { PRODUCT: "/products", COLLECTION: "/collections" } as const;

/**
 * For a slug that was renamed: throws the SSHOP-301 error sending the client to the current
 * address (status 404, so a client that ignores the code still shows "not found").
 * Returns when the slug was never renamed.
 */
export async function throwIfRenamed(
  db: ShopDatabase,
  shopId: string,
  kind: "PRODUCT" | "COLLECTION",
  slug: string,
): Promise<void> {
  const redirect = await db
    .selectFrom("slug_redirects")
    .select("target_id")
    .where("shop_id", "=", shopId)
    .where("kind", "=", kind)
    .where("old_slug", "=", slug)
    .executeTakeFirst();
  if (!redirect) return;
  const target = await db
    .selectFrom(kind === "PRODUCT" ? "products" : "collections")
    .select("slug")
    .where("id", "=", redirect.target_id)
    .executeTakeFirst();
  if (target) {
    throw httpError(404, "This page has moved.", {
      code: "SSHOP-301",
      redirectTo: `${PATHS[kind]}/${target.slug}`,
    });
  }
}
