import { randomBytes } from "node:crypto";
import { CHANGE_SCOPES, type ChangeFeed, onChange } from "./change-feed";

/**
 * A token per shop that changes whenever a write to it is announced (any scope, by any node), so a
 * page built from the shop's data can be named before it is built: its `ETag`. The token starts
 * with this process's own random name and counts from there, so two nodes (or this node after a
 * restart) never give the same token to different contents; a lost feed changes every shop's.
 *
 * @example
 * const versionOf = createContentVersions(feed);
 * versionOf("shop_demo") // "Xb3…q.0.0"
 * await feed.publish({ shopId: "shop_demo", scope: "products" });
 * versionOf("shop_demo") // "Xb3…q.0.1"
 */
export function createContentVersions(feed: ChangeFeed): (shopId: string) => string {
  const node = randomBytes(9).toString("base64url");
  let epoch = 0;
  const writes = new Map<string, number>();
  onChange(feed, CHANGE_SCOPES, (shopId) => {
    if (shopId === null) {
      epoch += 1;
      writes.clear();
    } else {
      writes.set(shopId, (writes.get(shopId) ?? 0) + 1);
    }
  });
  return (shopId) => `${node}.${epoch}.${writes.get(shopId) ?? 0}`;
}
