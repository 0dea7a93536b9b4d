import type { ListResponse, PostSummary } from "@vitrine/contract";
import type { Resource } from "@vitrine/sdk/react";
import { EmptyState, LoadingState, ResourceView } from "@vitrine/theme-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ContentGridSkeleton, PostCard } from "../components/content-card";

/**
 * A page of posts as cards, with its loading, empty and failed states: the feed's and the home
 * page's latest posts. `after` adds what follows the cards (the feed's pagination).
 */
export function PostGrid({
  posts,
  after,
}: {
  posts: Resource<ListResponse<PostSummary>>;
  after?: (list: ListResponse<PostSummary>) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ResourceView
      resource={posts}
      loading={
        <LoadingState>
          <ContentGridSkeleton />
        </LoadingState>
      }
      isEmpty={(list) => list.data.length === 0}
      empty={<EmptyState title={t("membership.posts.empty")} />}
    >
      {(list) => (
        <>
          <ul className="vt-grid">
            {list.data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {after?.(list)}
        </>
      )}
    </ResourceView>
  );
}
