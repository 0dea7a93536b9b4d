import { createStorefront, readInitialState } from "@vitrine/sdk";
import { createRoot } from "react-dom/client";
import { CustomizePage } from "./customize-page";
import { storefrontSettingsService } from "./settings-service";

const container = document.getElementById("customize");
if (container === null) throw new Error("customize.html has no #customize element");
// The server writes the shop's initial state into this page too, and serves it to the shop's
// creator only: the SDK's client for it sends the creator's session with each call.
const state = readInitialState(document);
if (state.shop === null) throw new Error("the customize page has no shop");
const storefront = createStorefront({
  shopId: state.shop.id,
  endpoints: state.endpoints,
  locale: state.shop.locale,
  initialState: state,
});
createRoot(container).render(
  <CustomizePage storefrontUrl="/?customizing" service={storefrontSettingsService(storefront)} />,
);
