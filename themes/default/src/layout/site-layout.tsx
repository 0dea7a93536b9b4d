import type { LayoutName } from "@vitrine/sdk";
import { type LayoutProps, useStorefront } from "@vitrine/sdk/react";
import { MiniCart, useSchemeStyle } from "@vitrine/theme-kit";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MembershipNav } from "../membership/components/membership-nav";
import { ConsentBanner } from "./consent-banner";
import { Footer } from "./footer";
import { Header } from "./header";

const MAIN_ID = "vt-main";

/**
 * The frame every layout shares: skip link, header, main region, footer, mini cart. The admin bar
 * is not part of it: the host draws it above every page, framed or not.
 * `contained` puts the page inside the theme's page width; full-width pages place their own
 * sections.
 */
export function SiteLayout({
  variant,
  route,
  contained,
  children,
}: LayoutProps & {
  variant: Exclude<LayoutName, "none">;
  contained: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  // Moves focus itself rather than following `#vt-main`, which a client-side router would take
  // for a navigation.
  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  }
  return (
    <div className={`vt-root vt-layout--${variant}`} style={useSchemeStyle(0)}>
      <a className="vt-skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        {t("layout.skipLink")}
      </a>
      {/* The owner in the customizer is no visitor: the banner would only cover their preview. */}
      {config.customizing ? null : <ConsentBanner />}
      <Header route={route} />
      <main id={MAIN_ID} className="vt-main" tabIndex={-1}>
        {contained ? <div className="vt-page-width">{children}</div> : children}
      </main>
      <Footer />
      <MiniCart />
    </div>
  );
}

/** Pages in the page width: cart, collection, donation success, gift, content pages. */
export function DefaultLayout({ route, children }: LayoutProps) {
  return (
    <SiteLayout variant="default" route={route} contained>
      {children}
    </SiteLayout>
  );
}

/** Pages that lay out their own full-bleed sections: home, collections, products, product. */
export function FullWidthLayout({ route, children }: LayoutProps) {
  return (
    <SiteLayout variant="full-width" route={route} contained={false}>
      {children}
    </SiteLayout>
  );
}

/** The donation page: the shop's frame around one narrow column. */
export function DonationLayout({ route, children }: LayoutProps) {
  return (
    <SiteLayout variant="donation" route={route} contained>
      {children}
    </SiteLayout>
  );
}

/** The membership area: the shop's frame with the membership navigation (and its unread badge). */
export function MembershipLayout({ route, children }: LayoutProps) {
  return (
    <SiteLayout variant="membership" route={route} contained>
      <MembershipNav route={route} />
      {children}
    </SiteLayout>
  );
}

/**
 * No header or footer (checkout, coming soon, order pages): only the theme's root, so fonts and
 * colours still apply. The host renders `none` routes unframed; pages that want this frame use it
 * themselves.
 */
export function BareLayout({ children }: Pick<LayoutProps, "children">) {
  return (
    <div className="vt-root vt-layout--none" style={useSchemeStyle(0)}>
      <main id={MAIN_ID} className="vt-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** The layouts by name, as `defineTheme({ layouts })` takes them. */
export const themeLayouts = {
  default: DefaultLayout,
  "full-width": FullWidthLayout,
  none: BareLayout,
  donation: DonationLayout,
  membership: MembershipLayout,
};
