import { routePath } from "@vitrine/sdk";
import { Link, type SectionProps, settingTarget, useImageAlt, useShop } from "@vitrine/sdk/react";
import { Image } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { halfPageImage, textOr, useSectionScheme } from "./section-shell";

/** The owner's heading and text over the shop's name and description, with a link to every product. */
export function HeroSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const { state } = useShop();
  const { heading, text, image, color_scheme } = section.settings;
  const style = useSectionScheme(color_scheme, 1);
  const imageUrl = typeof image === "string" ? image : null;
  const alt = useImageAlt(imageUrl);
  return (
    <section className="vt-section vt-scheme" style={style}>
      <div className={`vt-page-width vt-hero ${imageUrl ? "vt-hero--with-image" : ""}`}>
        <div>
          <h1 {...settingTarget(section, "heading")}>{textOr(heading, state.shop?.name ?? "")}</h1>
          <p className="vt-preserve-lines" {...settingTarget(section, "text")}>
            {textOr(text, state.shop?.description ?? "")}
          </p>
          <Link className="vt-button vt-button--primary" href={routePath("products")}>
            {t("shop.home.shopAll")}
          </Link>
        </div>
        {imageUrl ? <Image {...halfPageImage(imageUrl, alt)} priority /> : null}
      </div>
    </section>
  );
}
