import { createStorefront } from "@vitrine/sdk";
import { readInitialState } from "@vitrine/sdk/host";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { customizerTranslations } from "../../i18n/customizer-translations";
import { createHostI18n, setDocumentLanguage } from "../../i18n/host-i18n";
import { CustomizePage } from "./customize-page";
import { MediaLibraryContext } from "./media-picker-context";
import { storefrontSettingsService } from "./settings-service";
import { devPreviewSettingsService } from "./settings-service-dev-preview";
import { storefrontTemplateAssignments } from "./template-assignments";

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
// In the shop's locale, as the storefront is (spec §7).
setDocumentLanguage(document, state.shop.locale);
void createHostI18n(state.shop.locale, [customizerTranslations]).then((i18n) => {
  document.title = i18n.t("customizer.documentTitle");
  // This browser previews a theme under development: the panel is the dev build's, its values
  // a draft of the preview only.
  const preview = state.shop?.theme.preview ?? null;
  const service =
    preview === null
      ? storefrontSettingsService(storefront)
      : devPreviewSettingsService(
          storefront,
          preview.origin,
          i18n.t("customizer.devPreview.refused"),
        );
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <MediaLibraryContext.Provider value={storefront.api.media}>
        <CustomizePage
          storefrontUrl="/?customizing"
          service={service}
          devPreview={preview !== null}
          templates={storefrontTemplateAssignments(storefront)}
        />
      </MediaLibraryContext.Provider>
    </I18nextProvider>,
  );
});
