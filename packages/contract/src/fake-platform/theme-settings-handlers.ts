import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { endpoints } from "../endpoints/index";
import { DEFAULT_THEME_SECTIONS } from "../theme-sections/default-theme-sections";
import { BASE_SETTINGS_SCHEMA } from "../theme-settings/base-settings-schema";
import { settingsDefaults, settingsValuesProblems } from "../theme-settings/settings-values";
import {
  MAX_PENDING_SCHEDULES,
  schedulePublishAtProblem,
  type ThemeSettingsSchedule,
  type ThemeSettingsState,
  type ThemeSettingsVersion,
} from "../themes/theme-settings-versions";
import type { ApiErrorBody } from "../types/common";
import type { ThemeSettings } from "../types/shop";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";

const {
  get,
  saveDraft,
  discardDraft,
  publish,
  listVersions,
  restore,
  createSchedule,
  listSchedules,
  cancelSchedule,
} = endpoints.themeSettings;
const api = (path: string) => `${MOCK_ORIGIN}${path}`;
const ok = (data: unknown) => HttpResponse.json({ data });

/** The demo creator, as shop-api names the author of a write. */
const AUTHOR = { id: "usr_demo_creator", email: "creator@demo.test" };
const FIRST_PUBLISHED = "2026-01-01T00:00:00.000Z";

type Published = ThemeSettingsState["published"] & { restoredFrom: number | null };

/**
 * The shop's settings as the fake platform remembers them: the default theme live, its defaults
 * published as version 1, every write adding 1 to the revision, as shop-api counts.
 */
function initialSettings() {
  const settings = settingsDefaults(BASE_SETTINGS_SCHEMA) as unknown as ThemeSettings;
  return {
    revision: 0,
    versions: [
      { version: 1, settings, publishedAt: FIRST_PUBLISHED, publishedBy: null, restoredFrom: null },
    ] as Published[],
    draft: null as ThemeSettingsState["draft"],
    /** Pending only: the fake platform has no clock of its own to publish them by. */
    schedules: [] as ThemeSettingsSchedule[],
  };
}

export const mockThemeSettings = {
  ...initialSettings(),
  reset() {
    Object.assign(this, initialSettings());
  },
};

function state(): ThemeSettingsState {
  const [live] = mockThemeSettings.versions as [Published];
  const { restoredFrom: _restoredFrom, ...published } = live;
  return {
    handle: "default",
    version: null,
    live: true,
    schema: BASE_SETTINGS_SCHEMA,
    sections: DEFAULT_THEME_SECTIONS,
    revision: mockThemeSettings.revision,
    published,
    draft: mockThemeSettings.draft,
  };
}

/** 400 VALIDATION_ERROR, or 409 VERSION_CONFLICT, as shop-api refuses a write; null to go on. */
function refusal(baseRevision: number, settings?: unknown): Response | null {
  if (settings !== undefined) {
    const issues = settingsValuesProblems(BASE_SETTINGS_SCHEMA, settings, DEFAULT_THEME_SECTIONS);
    const [first] = issues;
    if (first) {
      const body: ApiErrorBody = {
        statusCode: 400,
        statusMessage: "Bad Request",
        message: `${first.field}: ${first.message}`,
        code: "VALIDATION_ERROR",
        issues: issues.map(({ field, message }) => ({ path: field, message })),
      };
      return HttpResponse.json(body, { status: 400 });
    }
  }
  return baseRevision === mockThemeSettings.revision
    ? null
    : apiError(409, "These settings were changed elsewhere.", "VERSION_CONFLICT");
}

/** Stores the next published version and answers the new state. */
function publishVersion(settings: ThemeSettings, restoredFrom: number | null) {
  const [live] = mockThemeSettings.versions as [Published];
  mockThemeSettings.versions.unshift({
    version: live.version + 1,
    settings,
    publishedAt: new Date().toISOString(),
    publishedBy: AUTHOR,
    restoredFrom,
  });
  mockThemeSettings.draft = null;
  mockThemeSettings.revision += 1;
  return ok(state());
}

/**
 * The customizer's settings calls for the default theme: drafts, publishing, versions,
 * restoring and scheduling, with shop-api's revision rule (a write on an old revision is 409).
 * A schedule waits for ever: nothing here publishes it.
 */
export const themeSettingsHandlers: RequestHandler[] = [
  http.get(api(get.path), () => ok(state())),
  http.put(api(saveDraft.path), async ({ request }) => {
    const write = z.safeParse(saveDraft.body, await request.json());
    if (!write.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    const refused = refusal(write.data.baseRevision, write.data.settings);
    if (refused) return refused;
    mockThemeSettings.draft = {
      settings: write.data.settings,
      savedAt: new Date().toISOString(),
      savedBy: AUTHOR,
    };
    mockThemeSettings.revision += 1;
    return ok(state());
  }),
  http.delete(api(discardDraft.path), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const discard = z.safeParse(discardDraft.query, query);
    if (!discard.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    const refused = refusal(discard.data.baseRevision);
    if (refused) return refused;
    mockThemeSettings.draft = null;
    mockThemeSettings.revision += 1;
    return ok(state());
  }),
  http.post(api(publish.path), async ({ request }) => {
    const write = z.safeParse(publish.body, await request.json());
    if (!write.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    return (
      refusal(write.data.baseRevision, write.data.settings) ??
      publishVersion(write.data.settings, null)
    );
  }),
  http.get(api(listVersions.path), () => {
    const versions: ThemeSettingsVersion[] = mockThemeSettings.versions.map(
      ({ settings: _settings, ...version }, index) => ({ ...version, live: index === 0 }),
    );
    return ok(versions);
  }),
  http.post(api(restore.path), async ({ request }) => {
    const target = z.safeParse(restore.body, await request.json());
    if (!target.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    const old = mockThemeSettings.versions.find((item) => item.version === target.data.version);
    if (old === undefined) return apiError(404, "That version does not exist.");
    return refusal(target.data.baseRevision) ?? publishVersion(old.settings, old.version);
  }),
  http.get(api(listSchedules.path), () => ok(mockThemeSettings.schedules)),
  http.post(api(createSchedule.path), async ({ request }) => {
    const input = z.safeParse(createSchedule.body, await request.json());
    if (!input.success) return apiError(400, "The request is not valid.", "VALIDATION_ERROR");
    const problem = schedulePublishAtProblem(new Date(input.data.publishAt), new Date());
    if (problem !== null) return apiError(400, `publishAt: ${problem}`, "VALIDATION_ERROR");
    const refused = refusal(input.data.baseRevision, input.data.settings);
    if (refused) return refused;
    if (mockThemeSettings.schedules.length >= MAX_PENDING_SCHEDULES) {
      return apiError(409, "Too many publishes are scheduled.", "TOO_MANY_SCHEDULES");
    }
    mockThemeSettings.schedules.push({
      id: `sch_${mockThemeSettings.schedules.length + 1}_${Date.now()}`,
      publishAt: new Date(input.data.publishAt).toISOString(),
      state: "pending",
      theme: { handle: "default", version: null },
      createdBy: AUTHOR,
      createdAt: new Date().toISOString(),
      publishedVersion: null,
      failure: null,
    });
    mockThemeSettings.schedules.sort((a, b) => a.publishAt.localeCompare(b.publishAt));
    return ok(mockThemeSettings.schedules);
  }),
  http.delete(api(cancelSchedule.path), ({ params }) => {
    const index = mockThemeSettings.schedules.findIndex((item) => item.id === params.id);
    if (index < 0) return apiError(404, "This shop has no such schedule.", "NOT_FOUND");
    mockThemeSettings.schedules.splice(index, 1);
    return ok(mockThemeSettings.schedules);
  }),
];
