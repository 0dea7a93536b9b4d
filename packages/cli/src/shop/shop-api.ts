import type {
  DataResponse,
  ThemeLiveRequest,
  ThemePreviewGrant,
  ThemePreviewRequest,
  ThemeUpload,
  ThemeVersion,
} from "@vitrine/contract";
import { endpoints, THEMES_API_PATH } from "@vitrine/contract";
import { shopRequest } from "./shop-request";

// One function per call, each `(shop, token, body)`: the shop's origin, the creator's session
// token (`requireSession`), then what the call sends.

/**
 * Logs in as the shop's creator; answers the session token.
 *
 * @example
 * await creatorLogin("http://minimal.localhost:3000", "creator@minimal.test", "creator-pass-1") // "eyJ…"
 */
export async function creatorLogin(shop: string, email: string, password: string): Promise<string> {
  const { data } = await shopRequest<DataResponse<{ accessToken: string }>>({
    shop,
    method: "POST",
    path: endpoints.auth.loginCreator.path,
    body: { email, password },
  });
  return data.accessToken;
}

/** Uploads a built theme; the shop makes it its live theme. */
export async function publishTheme(
  shop: string,
  token: string,
  upload: ThemeUpload,
): Promise<ThemeVersion> {
  const { data } = await shopRequest<DataResponse<ThemeVersion>>({
    shop,
    method: "POST",
    path: THEMES_API_PATH,
    token,
    body: upload,
  });
  return data;
}

/** Every version published to the shop, newest first. */
export async function listThemes(shop: string, token: string): Promise<ThemeVersion[]> {
  const { data } = await shopRequest<DataResponse<ThemeVersion[]>>({
    shop,
    method: "GET",
    path: THEMES_API_PATH,
    token,
  });
  return data;
}

/** Makes a published version the shop's live theme again. */
export async function setLiveTheme(
  shop: string,
  token: string,
  live: ThemeLiveRequest,
): Promise<ThemeVersion> {
  const { data } = await shopRequest<DataResponse<ThemeVersion>>({
    shop,
    method: "POST",
    path: `${THEMES_API_PATH}/live`,
    token,
    body: live,
  });
  return data;
}

/** Deletes a version that is not live, to make room under the shop's quota. */
export async function deleteThemeVersion(
  shop: string,
  token: string,
  ref: { handle: string; version: number },
): Promise<void> {
  await shopRequest<null>({
    shop,
    method: "DELETE",
    path: `${THEMES_API_PATH}/${encodeURIComponent(ref.handle)}/${ref.version}`,
    token,
  });
}

/** A one-time address that shows the opening browser the theme served from `origin`. */
export async function startPreview(
  shop: string,
  token: string,
  preview: ThemePreviewRequest,
): Promise<ThemePreviewGrant> {
  const { data } = await shopRequest<DataResponse<ThemePreviewGrant>>({
    shop,
    method: "POST",
    path: `${THEMES_API_PATH}/preview`,
    token,
    body: preview,
  });
  return data;
}
