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
 * home page's title. `pnpm start` builds it (`scripts/build-theme.ts`) and publishes it as the
 * `minimal.localhost` shop's first version (`scripts/publish-demo-theme.ts`).
 */
export default defineTheme({
  handle: "minimal",
  pages: { home: MinimalHome, product: MinimalProduct },
  translations: minimalTranslations,
  settings: minimalSettings,
});

export { MinimalHome, MinimalProduct };
