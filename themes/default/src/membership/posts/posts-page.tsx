import { routePath, toUiPage } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import {
  EmptyState,
  LoadingState,
  Pagination,
  pageFromSearch,
  ResourceView,
} from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { ContentGridSkeleton, PostCard } from "../components/content-card";
import { WelcomePost } from "./welcome-post";

/**
 * The `membership-posts` page: the feed, newest first, locked posts as teasers, 1-based `?page=`;
 * on the first page, a new member's welcome post above it until they dismiss it.
 */
export function PostsPage({ search }: PageProps<"membership-posts">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const page = pageFromSearch(search);
  const posts = useResource((signal) => api.content.listPosts({ page }, { signal }), [page]);
  return (
    <section>
      <div className="vt-section__header">
        <h1>{t("membership.posts.title")}</h1>
      </div>
      {page === 1 ? <WelcomePost /> : null}
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
            <Pagination
              page={toUiPage(list.page.pageNum)}
              totalPages={list.page.totalPages}
              hrefFor={(number) => `${routePath("membership-posts")}?page=${number}`}
            />
          </>
        )}
      </ResourceView>
    </section>
  );
}
