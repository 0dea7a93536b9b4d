import { routePath, toUiPage } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { Pagination, pageFromSearch } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { TemplateSections } from "../../pages/template-sections";
import { PostGrid } from "./post-grid";
import { WelcomePost } from "./welcome-post";

/**
 * The `membership-posts` page: the feed, newest first, locked posts as teasers, 1-based `?page=`;
 * on the first page, a new member's welcome post above it until they dismiss it.
 */
export function PostsPage(props: PageProps<"membership-posts">) {
  return <TemplateSections template="posts" main={() => <PostsPageMain {...props} />} />;
}

/** Its own content: the template's main section. */
function PostsPageMain({ search }: PageProps<"membership-posts">) {
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
      <PostGrid
        posts={posts}
        after={(list) => (
          <Pagination
            page={toUiPage(list.page.pageNum)}
            totalPages={list.page.totalPages}
            hrefFor={(number) => `${routePath("membership-posts")}?page=${number}`}
          />
        )}
      />
    </section>
  );
}
