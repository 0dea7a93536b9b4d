import type { SocialPlatform } from "@vitrine/contract";
import { type SectionProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { EmptyState, Image, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { loadingGrid } from "./product-grid-section";
import { SectionShell } from "./section-shell";

/**
 * A social post is a quarter of the page from 750 px, half the screen below (sections.css), less
 * the gutters, as `IMAGE_SLOTS.gridCard` counts them.
 */
const SOCIAL_SIZES = "(min-width: 750px) 25vw, calc(50vw - 1rem)";
/** Its widest: half of a 749 px screen. */
const SOCIAL_MAX_WIDTH = 375;

const FEEDS = {
  INSTAGRAM: "instagram",
  TIKTOK: "tiktok",
  YOUTUBE: "youtube",
} as const satisfies Record<SocialPlatform, string>;

const isPlatform = (value: unknown): value is SocialPlatform =>
  typeof value === "string" && Object.hasOwn(FEEDS, value);

/**
 * A YouTube handle as the owner typed it, as the feed takes it: without the `@` YouTube shows
 * before it; `undefined` when blank (every channel of the shop).
 *
 * @example
 * youtubeHandle(" @mayamakesclips ") // "mayamakesclips"
 * youtubeHandle("") // undefined
 */
export function youtubeHandle(value: unknown): string | undefined {
  const handle = typeof value === "string" ? value.trim().replace(/^@/, "") : "";
  return handle === "" ? undefined : handle;
}

/**
 * The shop's latest posts on one platform, each linking to the post there; on YouTube, of the
 * channel the owner named (`handle`), or of all the shop's channels.
 */
export function SocialFeedSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { platform: chosen, color_scheme } = section.settings;
  const platform = isPlatform(chosen) ? chosen : "INSTAGRAM";
  const handle = platform === "YOUTUBE" ? youtubeHandle(section.settings.handle) : undefined;
  const feed = useResource(
    (signal) =>
      platform === "YOUTUBE"
        ? api.social.youtube({ handle }, { signal })
        : api.social[FEEDS[platform]]({}, { signal }),
    [platform, handle],
  );
  return (
    <SectionShell colorScheme={color_scheme} title={t(`shop.home.socialTitle.${platform}`)}>
      <ResourceView
        resource={feed}
        loading={loadingGrid}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title={t("shop.home.socialEmpty")} />}
      >
        {(items) => (
          <ul className="vt-grid vt-social-grid">
            {items.map((item) => (
              <li key={item.id} className="vt-social-item">
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  <Image
                    // Square by sections.css, whatever the post's shape.
                    data={{
                      url: item.thumbnailUrl,
                      alt: t("shop.home.socialPost", { platform, caption: item.caption }),
                      width: 600,
                      height: 600,
                    }}
                    sizes={SOCIAL_SIZES}
                    maxWidth={SOCIAL_MAX_WIDTH}
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </SectionShell>
  );
}
