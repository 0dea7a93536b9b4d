import { type PageProps, usePageTitle, useResource, useStorefront } from "@vitrine/sdk/react";
import { ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { ContentBlocks } from "../../../components/content-blocks/content-blocks";
import { TemplateSections } from "../../template-sections";

/** The `page` page: an about, shipping or FAQ page, its safe blocks rendered as elements. */
export function ContentPage(props: PageProps<"page">) {
  return <TemplateSections template="page" main={() => <ContentPageMain {...props} />} />;
}

/** Its own content: the template's main section. */
function ContentPageMain({ params }: PageProps<"page">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const page = useResource((signal) => api.pages.get(params.slug, { signal }), [params.slug]);
  usePageTitle(page.data?.title);
  return (
    <ResourceView resource={page} errorTitle={t("contentPage.loadFailed")} pageResource>
      {(loaded) => (
        <article className="vt-content-page">
          <h1>{loaded.title}</h1>
          <ContentBlocks blocks={loaded.blocks} />
        </article>
      )}
    </ResourceView>
  );
}
