import { routePath } from "@vitrine/sdk";
import { Link, type SectionProps, useShop } from "@vitrine/sdk/react";
import { Image, useSchemeStyle } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { textOr } from "./section-shell";

/** The hero's picture is half the page from 750 px (sections.css), the whole screen below. */
const HERO_SIZES = "(min-width: 750px) 50vw, 100vw";
/** Its widest: a 749 px screen, just before it shares the row with the text. */
const HERO_MAX_WIDTH = 750;

/** The owner's heading and text over the shop's name and description, with a link to every product. */
export function HeroSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const { state } = useShop();
  const { heading, text, image, color_scheme } = section.settings;
  const style = useSchemeStyle(typeof color_scheme === "string" ? color_scheme : 1);
  const imageUrl = typeof image === "string" ? image : null;
  return (
    <section className="vt-section vt-scheme" style={style}>
      <div className={`vt-page-width vt-hero ${imageUrl ? "vt-hero--with-image" : ""}`}>
        <div>
          <h1>{textOr(heading, state.shop?.name ?? "")}</h1>
          <p className="vt-preserve-lines">{textOr(text, state.shop?.description ?? "")}</p>
          <Link className="vt-button vt-button--primary" href={routePath("products")}>
            {t("shop.home.shopAll")}
          </Link>
        </div>
        {imageUrl ? (
          // The setting carries no size: a 4:3 box (cropped by sections.css) keeps the text from moving.
          <Image
            src={imageUrl}
            alt=""
            width={1200}
            height={900}
            sizes={HERO_SIZES}
            maxWidth={HERO_MAX_WIDTH}
            priority
          />
        ) : null}
      </div>
    </section>
  );
}
