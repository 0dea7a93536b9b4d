import type { SectionProps } from "@vitrine/sdk/react";
import { type ComponentType, lazy, Suspense } from "react";

/**
 * A section whose code loads when a page first shows it, so what it alone needs (a form's
 * schema and fields, a feed's cards) stays off the pages that do not show it: a home page
 * without a newsletter, a template that shows no section at all (`TemplateSections`). The server
 * renders it whole; in the browser it shows nothing until its code is in, as the section would
 * otherwise wait for it.
 *
 * @example
 * const sections = { newsletter: lazySection(() => import("./newsletter-section"), "NewsletterSection") };
 */
export function lazySection<Module>(
  load: () => Promise<Module>,
  exportName: {
    [Key in keyof Module]: Module[Key] extends ComponentType<SectionProps> ? Key : never;
  }[keyof Module],
): ComponentType<SectionProps> {
  const Section = lazy(async () => ({
    default: (await load())[exportName] as ComponentType<SectionProps>,
  }));
  return function LazySection(props: SectionProps) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  };
}
