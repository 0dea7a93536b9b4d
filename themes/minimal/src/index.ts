import { defineTheme } from "@vitrine/sdk/react";
import { MinimalHome } from "./pages/minimal-home";
import { MinimalProduct } from "./pages/minimal-product";
import { minimalSettings } from "./settings";
import "./styles/minimal.css";
import { minimalTranslations } from "./translations";

/**
 * The example theme script: its own home and product pages; every other page, the layouts and
 * the rest of the strings stay the default theme's; its own settings (`minimalSettings`) shape the
 * home page's title. `pnpm start` builds it with the CLI's builder and publishes it to
 * `minimal.localhost` as its creator (`scripts/publish-demo-theme.ts`); its CSS becomes the version's
 * stylesheet, linked in the page head.
 */
export default defineTheme({
  handle: "minimal",
  pages: { home: MinimalHome, product: MinimalProduct },
  translations: minimalTranslations,
  settings: minimalSettings,
});

export { MinimalHome, MinimalProduct };
