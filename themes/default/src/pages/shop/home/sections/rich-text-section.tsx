import { SECTION_LINK_OPTIONS } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, type SectionProps, settingTarget } from "@vitrine/sdk/react";
import { textOr, useSectionScheme } from "./section-shell";

/** The pages a button may lead to, by route name: the contract's `SECTION_LINK_OPTIONS`. */
const LINKS: ReadonlySet<string> = new Set(SECTION_LINK_OPTIONS.map((option) => option.value));

// A value the options no longer list (or never did) leads to every product.
const linkOf = (value: unknown): string =>
  routePath(typeof value === "string" && LINKS.has(value) ? (value as "products") : "products");

/**
 * The owner's own words, centred: headings, paragraphs and buttons in the order they arranged
 * them. Text is shown as written (line breaks kept), never as HTML.
 */
export function RichTextSection({ section }: SectionProps) {
  const style = useSectionScheme(section.settings.color_scheme);
  if (section.blocks.length === 0) return null;
  return (
    <section className="vt-section vt-scheme" style={style}>
      <div className="vt-page-width vt-rich-text">
        {section.blocks.map((block) => {
          const { text, heading, label, link } = block.settings;
          switch (block.type) {
            case "heading":
              return (
                <h2 key={block.id} {...settingTarget(section, "heading", block)}>
                  {textOr(heading, "")}
                </h2>
              );
            case "paragraph":
              return (
                <p
                  key={block.id}
                  className="vt-preserve-lines"
                  {...settingTarget(section, "text", block)}
                >
                  {textOr(text, "")}
                </p>
              );
            case "button":
              return (
                <Link
                  key={block.id}
                  className="vt-button vt-button--primary"
                  href={linkOf(link)}
                  {...settingTarget(section, "label", block)}
                >
                  {textOr(label, "")}
                </Link>
              );
            default:
              return null;
          }
        })}
      </div>
    </section>
  );
}
