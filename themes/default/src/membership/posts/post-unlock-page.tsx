import type { PostSummary } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { Button, ResourceView, useApiRedirect, useMoney } from "@vitrine/theme-kit";
import { CardFieldset, useCardForm } from "@vitrine/theme-kit/checkout";
import { FormMessage } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import { EmptyStateLink } from "../../components/empty-state-link";

/**
 * The `membership-post-unlock` page: buys one pay-per-post post with a card, then opens it. A
 * post the member already has links to it; a post only a tier opens sends to pricing.
 */
export function PostUnlockPage({ params }: PageProps<"membership-post-unlock">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const offer = useResource(
    (signal) => api.content.getPostUnlock(params.postId, { signal }),
    [params.postId],
  );
  const redirecting = useApiRedirect(offer.error);
  if (redirecting) return null;
  return (
    <section className="vt-auth">
      <ResourceView resource={offer}>
        {({ post, unlocked }) =>
          unlocked ? (
            <EmptyStateLink
              title={t("membership.unlock.alreadyUnlocked")}
              href={routePath("membership-post", { handle: post.handle })}
              label={t("membership.unlock.read")}
            />
          ) : post.unlockPrice === null ? (
            <EmptyStateLink
              title={t("membership.unlock.tierOnly")}
              href={routePath("membership-pricing")}
              label={t("membership.content.join")}
            />
          ) : (
            <UnlockForm post={post} price={post.unlockPrice} />
          )
        }
      </ResourceView>
    </section>
  );
}

function UnlockForm({ post, price }: { post: PostSummary; price: number }) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const money = useMoney(post.currency);
  const form = useCardForm();
  const submit = form.onSubmit(async ({ card }) => {
    const unlocked = await api.content.unlockPost(post.id, card);
    navigate(routePath("membership-post", { handle: unlocked.handle }));
  }, t("membership.unlock.failed"));
  return (
    <>
      <h1>{t("membership.unlock.title", { title: post.title })}</h1>
      <p>{post.excerpt}</p>
      <p>{t("membership.unlock.intro")}</p>
      <form className="vt-form" onSubmit={submit} noValidate>
        <CardFieldset form={form} />
        <FormMessage action={form.action} />
        <Button type="submit" busy={form.action.busy}>
          {form.action.busy
            ? t("membership.unlock.submitting")
            : t("membership.unlock.submit", { price: money(price) })}
        </Button>
      </form>
    </>
  );
}
