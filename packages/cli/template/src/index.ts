import { defineTheme } from "@vitrine/sdk/react";
import { HomePage } from "./pages/home-page";
import { ProductPage } from "./pages/product-page";
import { settings } from "./settings";
import "./styles.css";
import { translations } from "./translations";

/**
 * The theme: the pages it replaces (every other page, the layouts and their strings stay the
 * default theme's), its own settings (the shop owner changes them in the customizer) and its
 * strings. `vitrine theme check` checks all of it before a publish.
 */
export default defineTheme({
  handle: "{{handle}}",
  pages: { home: HomePage, product: ProductPage },
  settings,
  translations,
});
