import { THEME_SETTINGS_API_PATH, type ThemeSettings } from "@vitrine/contract";
import { isApiError } from "@vitrine/sdk";
import { describe, expect, it, vi } from "vitest";
import { createFetchSettingsService } from "./settings-service";

function service(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(body), { status }),
  );
  return { fetch, api: createFetchSettingsService({ fetch, authToken: () => "tok" }) };
}

describe("the fetch settings service", () => {
  it("sends the write with its base revision, the token and the cookies; answers the data", async () => {
    const { fetch, api } = service(200, { data: { revision: 8 } });
    const settings = { page_width: 1200 } as unknown as ThemeSettings;
    expect(await api.saveDraft({ settings, baseRevision: 7 })).toEqual({ revision: 8 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${THEME_SETTINGS_API_PATH}/draft`);
    expect(init).toMatchObject({ method: "PUT", credentials: "include" });
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer tok");
    expect(JSON.parse(String(init?.body))).toEqual({ settings, baseRevision: 7 });
  });

  it("discards with the base revision in the query", async () => {
    const { fetch, api } = service(200, { data: {} });
    await api.discardDraft(3);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${THEME_SETTINGS_API_PATH}/draft?baseRevision=3`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("DELETE");
  });

  it("turns the API's error body into an ApiError with its status, code and message", async () => {
    const { api } = service(409, {
      message: "The settings changed elsewhere",
      code: "VERSION_CONFLICT",
    });
    const error = await api
      .publish({ settings: {} as ThemeSettings, baseRevision: 1 })
      .catch((e) => e);
    expect(isApiError(error)).toBe(true);
    expect([error.statusCode, error.code, error.message]).toEqual([
      409,
      "VERSION_CONFLICT",
      "The settings changed elsewhere",
    ]);
  });
});
