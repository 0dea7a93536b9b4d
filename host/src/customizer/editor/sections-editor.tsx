import {
  SECTION_LIMITS,
  type SectionDefinition,
  type SettingValue,
  sectionValues,
  type TemplateSection,
} from "@vitrine/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrangedList } from "./arranged-list";
import { type ArrangedItem, type ItemType, updateItem } from "./home-sections";
import { SettingControl } from "./setting-control";

export interface SectionsEditorProps {
  /** The section types the template accepts (`templateSectionTypes`), its main among them. */
  types: readonly SectionDefinition[];
  /** The template's main section type, there once: never removed nor added again. */
  main?: string | undefined;
  /** The page as arranged: the shop's arrangement of the template, else the theme's default. */
  value: readonly TemplateSection[];
  onChange: (next: TemplateSection[]) => void;
  /** Goes back to the theme's own arrangement; absent while the page is the theme's. */
  onReset?: (() => void) | undefined;
  /** The region's heading: the page it arranges ("Home page" unless told). */
  heading?: string;
  /**
   * What the reset says, for a page that is not the home page; `null` for one the theme has no
   * arrangement of (an alternative the owner made): no reset then.
   */
  resetTexts?: { themeOwn: string; useTheme: string } | null | undefined;
}

/**
 * A template's sections (the home page's or another page's), as the owner arranges them: add one
 * of the section types it accepts, remove, reorder (buttons or drag and drop), and open one to
 * edit its settings and its blocks, which are arranged the same way. The page's own content (its
 * main section) moves like any other but has no Remove and is not offered again. Every change is
 * a whole new list; each move, add and remove is said in a polite live region.
 */
export function SectionsEditor({
  types,
  main,
  value,
  onChange,
  onReset,
  heading,
  resetTexts,
}: SectionsEditorProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  const changeSection = (id: string, change: (section: TemplateSection) => TemplateSection) =>
    onChange(updateItem(value, id, change));

  return (
    <section className="vc-sections" aria-labelledby="vc-sections-heading">
      <h2 id="vc-sections-heading">{heading ?? t("customizer.sections.heading")}</h2>
      {resetTexts === null ? null : onReset === undefined ? (
        <p className="vc-field__info">
          {resetTexts?.themeOwn ?? t("customizer.sections.themeHome")}
        </p>
      ) : (
        <button type="button" className="vc-sections__reset" onClick={onReset}>
          {resetTexts?.useTheme ?? t("customizer.sections.useThemeHome")}
        </button>
      )}
      <ArrangedList
        label={t("customizer.sections.label")}
        kind="section"
        items={value}
        types={types}
        addable={types.filter((type) => type.type !== main)}
        fixed={(section) => section.type === main}
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
