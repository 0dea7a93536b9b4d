/**
 * The smallest storefront the required stack allows: one hydrated route that reads a translated
 * string, a store and the API through the libraries the issues name (React 19 and React DOM,
 * TanStack Router, i18next with react-i18next, valtio, ofetch). `pnpm bundle-size` builds it to
 * show how much of the product page's budget the stack takes before any Vitrine code.
 */
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { createInstance } from "i18next";
import { ofetch } from "ofetch";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { proxy } from "valtio/vanilla";

const cart = proxy({ count: 0 });
const api = ofetch.create({ baseURL: "/api" });

function ProductPage() {
  const { t } = useTranslation();
  const { count } = useSnapshot(cart);
  const add = async () => {
    await api("/cart", { method: "POST" });
    cart.count += 1;
  };
  return (
    <main>
      <Link to="/">{t("home")}</Link>
      <button type="button" onClick={add}>
        {t("addToCart")} ({count})
      </button>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: ProductPage,
});
const router = createRouter({ routeTree: rootRoute.addChildren([productRoute]) });
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: { home: "Home", addToCart: "Add to cart" } } },
});
const container = document.getElementById("app");
if (container !== null) {
  hydrateRoot(
    container,
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
