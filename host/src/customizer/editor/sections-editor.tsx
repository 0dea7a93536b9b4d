import {
  type HomeSection,
  SECTION_LIMITS,
  type SettingValue,
  sectionValues,
  type ThemeSectionsSchema,
} from "@vitrine/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrangedList } from "./arranged-list";
import { type ArrangedItem, type ItemType, updateItem } from "./home-sections";
import { SettingControl } from "./setting-control";

export interface SectionsEditorProps {
  /** The live theme's section types, and its own home page. */
  sections: ThemeSectionsSchema;
  /** The page as arranged: the shop's `home_sections`, else the theme's home page. */
  value: readonly HomeSection[];
  onChange: (next: HomeSection[]) => void;
  /** Goes back to the theme's own home page; absent while the page is the theme's. */
  onReset?: (() => void) | undefined;
}

/**
 * The home page's sections, as the owner arranges them: add one of the theme's section types,
 * remove, reorder (buttons or drag and drop), and open one to edit its settings and its blocks,
 * which are arranged the same way. Every change is a whole new list; each move, add and remove
 * is said in a polite live region.
 */
export function SectionsEditor({ sections, value, onChange, onReset }: SectionsEditorProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  const changeSection = (id: string, change: (section: HomeSection) => HomeSection) =>
    onChange(updateItem(value, id, change));

  return (
    <section className="vc-sections" aria-labelledby="vc-sections-heading">
      <h2 id="vc-sections-heading">{t("customizer.sections.heading")}</h2>
      {onReset === undefined ? (
        <p className="vc-field__info">{t("customizer.sections.themeHome")}</p>
      ) : (
        <button type="button" className="vc-sections__reset" onClick={onReset}>
          {t("customizer.sections.useThemeHome")}
        </button>
      )}
      <ArrangedList
        label={t("customizer.sections.label")}
        kind="section"
        items={value}
        types={sections.types}
        limit={SECTION_LIMITS.sections}
        limitSentence={t("customizer.sections.limit", { count: SECTION_LIMITS.sections })}
        onChange={onChange}
        announce={setAnnouncement}
        details={(section, definition, name) => (
          <>
            <ItemSettings
              definition={definition}
              item={section}
              onChange={(settings) => changeSection(section.id, (item) => ({ ...item, settings }))}
            />
            {definition.blocks !== undefined && definition.blocks.length > 0 ? (
              <ArrangedList
                label={t("customizer.blocks.label", { name })}
                kind="block"
                items={section.blocks ?? []}
                types={definition.blocks}
                limit={SECTION_LIMITS.blocks}
                limitSentence={t("customizer.blocks.limit", { count: SECTION_LIMITS.blocks })}
                onChange={(blocks) => changeSection(section.id, (item) => ({ ...item, blocks }))}
                announce={setAnnouncement}
                details={(block, blockDefinition) => (
                  <ItemSettings
                    definition={blockDefinition}
                    item={block}
                    onChange={(settings) =>
                      changeSection(section.id, (item) => ({
                        ...item,
                        blocks: updateItem(item.blocks ?? [], block.id, (each) => ({
                          ...each,
                          settings,
                        })),
                      }))
                    }
                  />
                )}
              />
            ) : null}
          </>
        )}
      />
      <output className="vc-visually-hidden">{announcement}</output>
    </section>
  );
}

/** A section's or block's settings, each with its control, missing values shown as defaults. */
function ItemSettings({
  definition,
  item,
  onChange,
}: {
  definition: ItemType;
  item: ArrangedItem;
  onChange: (settings: Record<string, SettingValue>) => void;
}) {
  const values = sectionValues(definition.settings, item.settings);
  return (
    <>
      {definition.settings.map((setting) => (
        <SettingControl
          key={setting.id}
          setting={setting}
          value={values[setting.id] ?? setting.default}
          onChange={(next) => onChange({ ...item.settings, [setting.id]: next })}
        />
      ))}
    </>
  );
}
