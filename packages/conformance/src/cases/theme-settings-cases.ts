import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";

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

/** A day ahead: in the future on either platform, and never reached while the suite runs. */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

/**
 * The creator's customizer, in the order it writes: each write is based on the revision the
 * state just answered, as the customizer does, so both platforms accept it.
 */
export const themeSettingsCases: ConformanceCase[] = [
  {
    endpoint: get,
    as: "creator",
    call: (shop) => shop.api.themeSettings.get(),
  },
  {
    endpoint: saveDraft,
    as: "creator",
    call: async (shop) => {
      const { published, revision } = await shop.api.themeSettings.get();
      const saved = await shop.api.themeSettings.saveDraft({
        settings: { ...published.settings, page_width: 1440 },
        baseRevision: revision,
      });
      if (saved.draft?.settings.page_width !== 1440) throw new Error("The draft keeps its values");
    },
  },
  {
    endpoint: discardDraft,
    as: "creator",
    call: async (shop) => {
      const { revision } = await shop.api.themeSettings.get();
      const discarded = await shop.api.themeSettings.discardDraft(revision);
      if (discarded.draft !== null) throw new Error("A discarded draft is gone");
    },
  },
  {
    endpoint: publish,
    as: "creator",
    call: async (shop) => {
      const { published, revision } = await shop.api.themeSettings.get();
      await shop.api.themeSettings.publish({
        settings: { ...published.settings, page_width: 1280 },
        baseRevision: revision,
      });
    },
  },
  {
    endpoint: listVersions,
    as: "creator",
    call: async (shop) => {
      const versions = await shop.api.themeSettings.listVersions();
      if (versions[0]?.live !== true) throw new Error("The newest version is the live one");
    },
  },
  {
    endpoint: restore,
    as: "creator",
    call: async (shop) => {
      const [, older] = await shop.api.themeSettings.listVersions();
      if (older === undefined) throw new Error("A publish leaves an older version to restore");
      const { revision } = await shop.api.themeSettings.get();
      await shop.api.themeSettings.restore({ version: older.version, baseRevision: revision });
    },
  },
  {
    endpoint: createSchedule,
    as: "creator",
    call: async (shop) => {
      const { published, revision } = await shop.api.themeSettings.get();
      const schedules = await shop.api.themeSettings.createSchedule({
        settings: { ...published.settings, page_width: 1360 },
        baseRevision: revision,
        publishAt: tomorrow(),
      });
      if (schedules[0]?.state !== "pending") throw new Error("A new schedule waits its time");
    },
  },
  {
    endpoint: listSchedules,
    as: "creator",
    call: async (shop) => {
      const schedules = await shop.api.themeSettings.listSchedules();
      if (!schedules.some((item) => item.state === "pending")) {
        throw new Error("The schedule made before is listed");
      }
    },
  },
  {
    endpoint: cancelSchedule,
    as: "creator",
    call: async (shop) => {
      const [first] = await shop.api.themeSettings.listSchedules();
      if (first === undefined) throw new Error("A schedule is there to cancel");
      const left = await shop.api.themeSettings.cancelSchedule(first.id);
      if (left.some((item) => item.id === first.id)) throw new Error("A cancelled one is gone");
    },
  },
];
