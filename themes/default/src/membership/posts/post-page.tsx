import { routePath, throwIfMissing } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, IMAGE_SLOTS, Image, LoadingState } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { ContentBlocks } from "../../components/content-blocks/content-blocks";
import { TemplateSections } from "../../pages/template-sections";
import { AudioCard, VideoCard } from "../components/content-card";
import { useDate } from "../components/format";
import { LockedTeaser } from "../components/locked-teaser";
import { useGatedContent } from "../components/use-gated-content";

/**
 * The `membership-post` page: the post, or its teaser (title, excerpt, cover) with the way to
 * unlock it: buying the post when it has a price, else the tier that opens it.
 */
export function PostPage(props: PageProps<"membership-post">) {
  return <TemplateSections template="post" main={() => <PostPageMain {...props} />} />;
}

/** Its own content: the template's main section. */
function PostPageMain({ params }: PageProps<"membership-post">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const date = useDate();
  const { content: post, redirecting } = useGatedContent(
    (signal) => api.content.getPost(params.handle, { signal }),
    params.handle,
  );
  if (post.status === "error" && !redirecting) {
    // A missing post is the host's not-found page; a retry is for other failures.
    throwIfMissing(post.error);
    return <ErrorState error={post.error} retry={post.reload} />;
  }
  if (post.data === undefined || redirecting) {
    return (
      <LoadingState>
        <div className="vt-skeleton vt-skeleton--text" aria-hidden="true" />
        <div className="vt-skeleton vt-skeleton--block" aria-hidden="true" />
      </LoadingState>
    );
  }
  const data = post.data;
  return (
    <article className="vt-post">
      <p>
        <Link href={routePath("membership-posts")}>{t("membership.posts.back")}</Link>
      </p>
      <h1>{data.title}</h1>
      <p className="vt-muted">
        {t(`membership.content.types.${data.type}`)} ·{" "}
        {t("membership.content.published", { date: date(data.publishedAt) })}
      </p>
      {data.cover === null ? null : (
        <Image
          className="vt-post__cover"
          data={data.cover}
          {...IMAGE_SLOTS.readingColumn}
          priority
        />
      )}
      {data.content === null ? (
        <>
          <p className="vt-post__excerpt">{data.excerpt}</p>
          <LockedTeaser
            access={data}
            unlock={
              data.unlockPrice === null
                ? undefined
                : { postId: data.id, price: data.unlockPrice, currency: data.currency }
            }
          />
        </>
      ) : (
        <>
          {data.content.audio === null ? null : <AudioCard audio={data.content.audio} />}
          {data.content.video === null ? null : <VideoCard video={data.content.video} />}
          <ContentBlocks blocks={data.content.blocks} />
        </>
      )}
    </article>
  );
}
