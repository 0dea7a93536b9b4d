import type { SectionProps } from "@vitrine/sdk/react";
import { Image, useSchemeStyle } from "@vitrine/theme-kit";
import { textOr } from "./section-shell";

/** Half the page from 750 px (sections.css), the whole screen below. */
const SIZES = "(min-width: 750px) 50vw, 100vw";
const MAX_WIDTH = 750;

/** A picture beside the owner's heading and text, the picture first or second. */
export function ImageWithTextSection({ section }: SectionProps) {
  const { image, heading, text, image_position, color_scheme } = section.settings;
  const style = useSchemeStyle(typeof color_scheme === "string" ? color_scheme : 0);
  const imageUrl = typeof image === "string" ? image : null;
  const reversed = image_position === "end" ? " vt-image-with-text--reversed" : "";
  return (
    <section className="vt-section vt-scheme" style={style}>
      <div className={`vt-page-width vt-image-with-text${reversed}`}>
        {imageUrl ? (
          <Image
            src={imageUrl}
            alt=""
            width={1200}
            height={900}
            sizes={SIZES}
            maxWidth={MAX_WIDTH}
          />
        ) : (
          <div className="vt-image-with-text__placeholder" aria-hidden="true" />
        )}
        <div>
          <h2>{textOr(heading, "")}</h2>
          <p className="vt-preserve-lines">{textOr(text, "")}</p>
        </div>
      </div>
    </section>
  );
}
