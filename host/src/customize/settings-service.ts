import {
  type ApiErrorBody,
  THEME_SETTINGS_API_PATH,
  type ThemeSettingsRestore,
  type ThemeSettingsState,
  type ThemeSettingsVersion,
  type ThemeSettingsWrite,
} from "@vitrine/contract";
import { ApiError, createBrowserCookieJar, readAuthToken } from "@vitrine/sdk";

/**
 * Every call the customize page makes to the shop's theme settings, in one place: the page only
 * knows this interface (tests give it a fake). Each write names the revision it was edited from
 * and answers the new state; a failure rejects with the SDK's `ApiError` (`statusCode` 409 when
 * the settings changed elsewhere, 400 naming the field, 401/403), or a raw error when the
 * network failed.
 */
export interface SettingsService {
  /** `GET …/theme-settings`: schema, revision, published settings and the draft, if any. */
  load(): Promise<ThemeSettingsState>;
  /** `PUT …/draft`. */
  saveDraft(write: ThemeSettingsWrite): Promise<ThemeSettingsState>;
  /** `DELETE …/draft?baseRevision=n`. */
  discardDraft(baseRevision: number): Promise<ThemeSettingsState>;
  /** `POST …/publish`. */
  publish(write: ThemeSettingsWrite): Promise<ThemeSettingsState>;
  /** `GET …/versions`, newest first. */
  versions(): Promise<ThemeSettingsVersion[]>;
  /** `POST …/restore`: publishes an old version again. */
  restore(restore: ThemeSettingsRestore): Promise<ThemeSettingsState>;
}

export interface FetchSettingsServiceOptions {
  fetch?: typeof globalThis.fetch;
  /** The API's origin; the page's own by default (the host proxies `/api`). */
  origin?: string;
  /** The owner's auth token (the `AUTH_TOKEN_COOKIE` the SDK reads), sent as `Bearer`. */
  authToken?: () => string | undefined;
}

/**
 * The `fetch` implementation of `SettingsService`, until the SDK's
 * `storefront.api.themeSettings.*` replace it: `credentials: "include"`, the auth token cookie
 * sent as `Authorization: Bearer`, `{ data }` unwrapped, an error body turned into an `ApiError`.
 */
export function createFetchSettingsService({
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  origin = "",
  authToken = () => readAuthToken(createBrowserCookieJar()),
}: FetchSettingsServiceOptions = {}): SettingsService {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const token = authToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetchImpl(`${origin}${THEME_SETTINGS_API_PATH}${path}`, {
      method,
      headers,
      credentials: "include",
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => undefined)) as unknown;
    if (!response.ok) {
      const data = (typeof json === "object" && json !== null ? json : {}) as Partial<ApiErrorBody>;
      const message = data.message ?? data.data?.message ?? response.statusText;
      throw new ApiError(message || `Request failed (${response.status})`, {
        statusCode: response.status,
        statusMessage: response.statusText,
        data,
      });
    }
    return (json as { data: T }).data;
  }

  return {
    load: () => request("GET", ""),
    saveDraft: (write) => request("PUT", "/draft", write),
    discardDraft: (baseRevision) =>
      request("DELETE", `/draft?baseRevision=${encodeURIComponent(baseRevision)}`),
    publish: (write) => request("POST", "/publish", write),
    versions: () => request("GET", "/versions"),
    restore: (restore) => request("POST", "/restore", restore),
  };
}
