import { THEMES_API_PATH } from "@vitrine/contract";
import { themeUploadOf } from "../themes/theme-upload-of";
import type { TestShop } from "./test-shop";

/**
 * Publishes to a shop, as its creator, a one-file theme whose manifest declares `groups`: how a
 * test gives a shop a theme with settings of its own. `mark` makes each upload of one handle a new
 * version. Answers the upload's response.
 *
 * @example
 * const hero = { id: "hero", label: "Hero", settings: [{ type: "text", id: "hero_heading", label: "Heading", default: "New" }] };
 * (await uploadSettingsTheme(shop, { host: "minimal.localhost", token, handle: "studio", groups: [hero] })).status // → 201
 */
export function uploadSettingsTheme(
  shop: TestShop,
  options: {
    host: string;
    token: string;
    handle: string;
    /** The manifest's settings groups, sent as given: the shop checks them as any upload's. */
    groups: readonly unknown[];
    mark?: string;
  },
): Promise<Response> {
  const { host, token, handle, groups, mark } = options;
  const version = mark === undefined ? "" : `, v: ${mark}`;
  const upload = themeUploadOf({
    handle,
    entry: "theme.js",
    files: { "theme.js": `export default { handle: "${handle}"${version} };\n` },
  });
  return shop.request(THEMES_API_PATH, {
    method: "POST",
    headers: { Host: host, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...upload, manifest: { ...upload.manifest, settings: groups } }),
  });
}
