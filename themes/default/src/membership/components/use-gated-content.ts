import { usePageTitle, useResource } from "@vitrine/sdk/react";
import { useApiRedirect } from "@vitrine/theme-kit";

/**
 * A post's or a video's page resource, loaded again when the handle changes, titling the page;
 * `redirecting` while the API sends a visitor who may not see it to pricing or the unlock page.
 *
 * @example
 * const { content: post, redirecting } = useGatedContent(
 *   (signal) => api.content.getPost(params.handle, { signal }), params.handle);
 */
export function useGatedContent<Content extends { title: string }>(
  load: (signal: AbortSignal) => Promise<Content>,
  handle: string,
) {
  const content = useResource(load, [handle]);
  usePageTitle(content.data?.title);
  const redirecting = useApiRedirect(content.error);
  return { content, redirecting };
}
