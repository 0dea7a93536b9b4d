import type { ThemeSettings, ThemeSettingsWrite } from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { isApiError } from "../http/api-error";
import { type CallRow, expectCall, TEST_TOKEN, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, sendJson, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const PATH = "/api/creators/theme-settings";
// Only what the call carries matters here: a real write sends the whole settings.
const write = {
  settings: { page_width: 1440 } as unknown as ThemeSettings,
  baseRevision: 3,
} satisfies ThemeSettingsWrite;

const rows: CallRow[] = [
  {
    name: "get reads the state",
    call: (api) => api.themeSettings.get(),
    method: "GET",
    path: PATH,
  },
  {
    name: "get for another theme names it in the query",
    call: (api) => api.themeSettings.get({ handle: "minimal", version: 2 }),
    method: "GET",
    path: PATH,
    query: { theme: "minimal@2" },
  },
  {
    name: "publish with a theme sends it beside the settings",
    call: (api) =>
      api.themeSettings.publish({ ...write, theme: { handle: "default", version: null } }),
    method: "POST",
    path: `${PATH}/publish`,
    body: { ...write, theme: { handle: "default", version: null } },
  },
  {
    name: "listThemes reads the shop's published theme versions",
    call: (api) => api.themeSettings.listThemes(),
    method: "GET",
    path: "/api/creators/themes",
    data: [],
  },
  {
    name: "saveDraft puts the whole settings and the base revision",
    call: (api) => api.themeSettings.saveDraft(write),
    method: "PUT",
    path: `${PATH}/draft`,
    body: write,
  },
  {
    name: "discardDraft deletes the draft, naming the base revision in the query",
    call: (api) => api.themeSettings.discardDraft(3),
    method: "DELETE",
    path: `${PATH}/draft`,
    query: { baseRevision: "3" },
  },
  {
    name: "publish posts the whole settings and the base revision",
    call: (api) => api.themeSettings.publish(write),
    method: "POST",
    path: `${PATH}/publish`,
    body: write,
  },
  {
    name: "listVersions reads the versions",
    call: (api) => api.themeSettings.listVersions(),
    method: "GET",
    path: `${PATH}/versions`,
    data: [],
  },
  {
    name: "restore posts the version and the base revision",
    call: (api) => api.themeSettings.restore({ version: 2, baseRevision: 3 }),
    method: "POST",
    path: `${PATH}/restore`,
    body: { version: 2, baseRevision: 3 },
  },
  {
    name: "createSchedule posts the settings, the base revision and the time",
    call: (api) =>
      api.themeSettings.createSchedule({ ...write, publishAt: "2026-12-01T17:00:00.000Z" }),
    method: "POST",
    path: `${PATH}/schedules`,
    body: { ...write, publishAt: "2026-12-01T17:00:00.000Z" },
    data: [],
  },
  {
    name: "listSchedules reads the schedules",
    call: (api) => api.themeSettings.listSchedules(),
    method: "GET",
    path: `${PATH}/schedules`,
    data: [],
  },
  {
    name: "cancelSchedule deletes the schedule by its id",
    call: (api) => api.themeSettings.cancelSchedule("sch_1"),
    method: "DELETE",
    path: `${PATH}/schedules/sch_1`,
    data: [],
  },
  {
    name: "getPreviewDraft reads the preview's draft",
    call: (api) => api.themeSettings.getPreviewDraft(),
    method: "GET",
    path: `${PATH}/preview-draft`,
  },
  {
    name: "savePreviewDraft puts the preview's settings",
    call: (api) => api.themeSettings.savePreviewDraft({ settings: null }),
    method: "PUT",
    path: `${PATH}/preview-draft`,
    body: { settings: null },
  },
];

describe("themeSettings namespace (membershipBase)", () => {
  it.each(rows)("$name", (row) => expectCall(server, storefront, row, "/ms"));

  it("sends the creator's token as a bearer", async () => {
    server.respondWith((_request, response) => sendJson(response, 200, { data: {} }));
    await storefront.api.themeSettings.get();
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it("turns a stale revision's 409 into an ApiError with its status, code and message", async () => {
    const message = "These settings were changed elsewhere since you opened them.";
    server.respondWith((_request, response) =>
      sendJson(response, 409, { code: "VERSION_CONFLICT", message }),
    );
    const failure = await storefront.api.themeSettings.publish(write).catch((error) => error);
    expect(isApiError(failure) && failure.statusCode === 409).toBe(true);
    expect(failure).toMatchObject({ code: "VERSION_CONFLICT", message });
  });

  it("turns a refused value's 400 into an ApiError carrying the issues", async () => {
    const issues = [{ path: "settings.page_width", message: "must be between 600 and 2400" }];
    server.respondWith((_request, response) =>
      sendJson(response, 400, {
        code: "VALIDATION_ERROR",
        message: "settings.page_width: must be between 600 and 2400",
        issues,
      }),
    );
    const failure = await storefront.api.themeSettings.saveDraft(write).catch((error) => error);
    expect(isApiError(failure) && failure.statusCode === 400).toBe(true);
    expect(failure.data.issues).toEqual(issues);
  });
});
