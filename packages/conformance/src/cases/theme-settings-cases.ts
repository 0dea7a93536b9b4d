import { endpoints } from "@vitrine/contract";
import type { ConformanceCase } from "../conformance-case";

const { get, saveDraft, discardDraft, publish, listVersions, restore } = endpoints.themeSettings;

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
];
