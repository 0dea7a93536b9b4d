import { defineTheme } from "@vitrine/sdk/react";
import { injectStyles } from "./inject-styles";
import { MinimalHome } from "./pages/minimal-home";
import { MinimalProduct } from "./pages/minimal-product";
import { minimalSettings } from "./settings";
import styles from "./styles/minimal.css?inline";
import { minimalTranslations } from "./translations";

injectStyles("minimal", styles);

/**
 * The example theme script: its own home and product pages; every other page, the layouts and
 * the rest of the strings stay the default theme's; its own settings (`minimalSettings`) shape the
 * home page's title. Built to `{themesDir}/minimal/theme.js` by
 * `scripts/build-theme.ts`; the shop on `minimal.localhost` names it.
 */
export default defineTheme({
  handle: "minimal",
  pages: { home: MinimalHome, product: MinimalProduct },
  translations: minimalTranslations,
  settings: minimalSettings,
});

export { MinimalHome, MinimalProduct };
