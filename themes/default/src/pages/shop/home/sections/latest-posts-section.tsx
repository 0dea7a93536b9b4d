import { routePath, seesMembership } from "@vitrine/sdk";
import {
  Link,
  type SectionProps,
  settingTarget,
  useResource,
  useShop,
  useStorefront,
} from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { useUser } from "../../../../membership/components/use-user";
import { PostGrid } from "../../../../membership/posts/post-grid";
import { numberOr, SectionShell, textOr } from "./section-shell";

/**
 * The newest membership posts, locked ones as teasers, with a link to the whole feed. Shown only
 * where the visitor may see the membership (spec §2's guard), so a shop without one shows nothing.
 */
export function LatestPostsSection({ section }: SectionProps) {
  const { state } = useShop();
  if (!seesMembership(state.membershipSettings, useUser())) return null;
  return <LatestPosts section={section} />;
}

function LatestPosts({ section }: Pick<SectionProps, "section">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { heading, limit, color_scheme } = section.settings;
  const pageSize = numberOr(limit, 3);
  const posts = useResource(
    (signal) => api.content.listPosts({ pageSize }, { signal }),
    [pageSize],
  );
  return (
    <SectionShell
      colorScheme={color_scheme}
      title={textOr(heading, t("shop.home.latestPosts"))}
      titleSetting={settingTarget(section, "heading")}
      action={<Link href={routePath("membership-posts")}>{t("shop.home.allPosts")}</Link>}
    >
      <PostGrid posts={posts} />
    </SectionShell>
  );
}
