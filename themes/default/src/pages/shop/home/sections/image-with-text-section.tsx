import { type SectionProps, settingTarget, useImageAlt } from "@vitrine/sdk/react";
import { Image } from "@vitrine/theme-kit";
import { halfPageImage, textOr, useSectionScheme } from "./section-shell";

/** A picture beside the owner's heading and text, the picture first or second. */
export function ImageWithTextSection({ section }: SectionProps) {
  const { image, heading, text, image_position, color_scheme } = section.settings;
  const style = useSectionScheme(color_scheme);
  const imageUrl = typeof image === "string" ? image : null;
  const alt = useImageAlt(imageUrl);
  const reversed = image_position === "end" ? " vt-image-with-text--reversed" : "";
  return (
    <section className="vt-section vt-scheme" style={style}>
      <div className={`vt-page-width vt-image-with-text${reversed}`}>
        {imageUrl ? (
          <Image {...halfPageImage(imageUrl, alt)} />
        ) : (
          <div className="vt-image-with-text__placeholder" aria-hidden="true" />
        )}
        <div>
          <h2 {...settingTarget(section, "heading")}>{textOr(heading, "")}</h2>
          <p className="vt-preserve-lines" {...settingTarget(section, "text")}>
            {textOr(text, "")}
          </p>
        </div>
      </div>
    </section>
  );
}
