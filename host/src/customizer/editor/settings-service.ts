import type {
  ThemeRef,
  ThemeSettingsRestore,
  ThemeSettingsSchedule,
  ThemeSettingsScheduleCreate,
  ThemeSettingsState,
  ThemeSettingsVersion,
  ThemeSettingsWrite,
  ThemeVersion,
} from "@vitrine/contract";
import { MAX_PAGE_SIZE, type Storefront } from "@vitrine/sdk";

/**
 * Every call the customize page makes to the shop's theme settings, in one place: the page only
 * knows this interface (tests give it a fake). Each write names the revision it was edited from
 * and answers the new state; a failure rejects with the SDK's `ApiError` (`statusCode` 409 when
 * the settings changed elsewhere, 400 naming the field, 401/403), or a raw error when the
 * network failed.
 */
export interface SettingsService {
  /**
   * `GET …/theme-settings`: schema, revision, published settings and the draft, if any; for
   * `theme` (`?theme=`, its schemas) when given, else for the live theme.
   */
  load(theme?: ThemeRef): Promise<ThemeSettingsState>;
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
  /** The shop's collections a collection setting offers, by id, named by their titles. */
  collections(): Promise<{ value: string; label: string }[]>;
  /** `GET /api/creators/themes`: the shop's published theme versions, newest first. */
  themes(): Promise<ThemeVersion[]>;
  /** `GET …/schedules`: the pending scheduled publishes, soonest first, then the latest done. */
  schedules(): Promise<ThemeSettingsSchedule[]>;
  /** `POST …/schedules`: the live theme's settings to go live at `publishAt`; answers the list. */
  schedule(schedule: ThemeSettingsScheduleCreate): Promise<ThemeSettingsSchedule[]>;
  /** `DELETE …/schedules/:id`: cancels a pending one; answers the list. */
  cancelSchedule(id: string): Promise<ThemeSettingsSchedule[]>;
}

/**
 * The service over the SDK's calls (`storefront.api.themeSettings`), which send the creator's
 * session and turn error answers into `ApiError`.
 *
 * @example
 * const service = storefrontSettingsService(createStorefront(config))
 * await service.load() // → { handle: "default", schema, revision: 0, published: { version: 1, … }, draft: null }
 */
export function storefrontSettingsService({ api }: Pick<Storefront, "api">): SettingsService {
  const calls = api.themeSettings;
  // One page of the largest size the API serves: a shop with more collections is offered its
  // first 100.
  return {
    load: (theme) => calls.get(theme),
    saveDraft: (write) => calls.saveDraft(write),
    discardDraft: (baseRevision) => calls.discardDraft(baseRevision),
    publish: (write) => calls.publish(write),
    versions: () => calls.listVersions(),
    restore: (restore) => calls.restore(restore),
    collections: async () => {
      const { data } = await api.storefront.listCollections({ pageSize: MAX_PAGE_SIZE });
      return data.map((collection) => ({ value: collection.id, label: collection.title }));
    },
    themes: () => calls.listThemes(),
    schedules: () => calls.listSchedules(),
    schedule: (schedule) => calls.createSchedule(schedule),
    cancelSchedule: (id) => calls.cancelSchedule(id),
  };
}
