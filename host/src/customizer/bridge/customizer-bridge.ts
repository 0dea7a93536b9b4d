import fontFiles from "vitrine:font-files";
import type { ThemeSettings } from "@vitrine/contract";
import type { ShopStore } from "@vitrine/sdk";
import type { FontFiles } from "@vitrine/sdk/host";
import { exactOrigin, loadFont, supportedFont } from "@vitrine/sdk/host";
import { writeThemeVariables } from "../../theme/theme-variables";
import {
  parsePanelSelectionMessage,
  parseSectionLabelsMessage,
  parseThemeSettingsMessage,
  readyMessage,
} from "../protocol";
import { startPointAndEdit } from "./point-and-edit";

export interface CustomizerBridgeDeps {
  /** Where the customizer's messages arrive: the storefront's window. */
  window: Pick<Window, "addEventListener" | "removeEventListener">;
  /** The customizer's window, which receives `vitrine:ready` and what the owner points at. */
  parent: Pick<Window, "postMessage">;
  /** The framed page, whose sections the owner points at, selects and edits in place. */
  document: Document;
  /** `app.customizerOrigin` of the initial state: the only sender accepted. */
  customizerOrigin: string;
  /** Applies a settings update to the page. */
  apply: (settings: Partial<ThemeSettings>) => void;
}

/**
 * The storefront's side of the customizer (spec §2): inside the customizer's frame it accepts
 * `{ type: "vitrine:theme-settings", settings }` from the configured customizer origin only, and
 * applies each update live; once listening it tells the parent `{ type: "vitrine:ready" }`,
 * addressed to that origin only. It runs point and edit (`startPointAndEdit`): the section
 * labels and the panel's selection come from the editor, the owner's hovers, selections and
 * in-place edits go to it, at that origin only. Messages from any other origin or of any other
 * shape are ignored. Returns the function that stops listening.
 *
 * @example
 * startCustomizerBridge({ window, parent: window.parent, document, customizerOrigin, apply });
 */
export function startCustomizerBridge({
  window: win,
  parent,
  document: doc,
  customizerOrigin,
  apply,
}: CustomizerBridgeDeps): () => void {
  const origin = exactOrigin(customizerOrigin);
  if (origin === undefined) {
    throw new TypeError(`Customizer origin ${JSON.stringify(customizerOrigin)} is not an origin`);
  }
  const pointing = startPointAndEdit(doc, (message) => parent.postMessage(message, origin));
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    const settings = parseThemeSettingsMessage(event.data);
    if (settings !== undefined) return apply(settings.settings);
    const labels = parseSectionLabelsMessage(event.data);
    if (labels !== undefined) return pointing.setLabels(labels.labels, labels.selectHint);
    const selection = parsePanelSelectionMessage(event.data);
    if (selection !== undefined) pointing.select(selection.sectionId, selection.scroll);
  };
  win.addEventListener("message", onMessage);
  parent.postMessage(readyMessage, origin);
  return () => {
    win.removeEventListener("message", onMessage);
    pointing.stop();
  };
}

/**
 * Lays a settings update over the shop's settings (pages reading them re-render) and writes the
 * CSS variables of the result on the document's root element, so the page restyles without a
 * reload; a supported font just picked is loaded at once (`loadFont`), as the server would have
 * declared it. `files` is the build's list of font files.
 *
 * @example
 * applyThemeSettings(document.documentElement, storefront.stores.shop, { page_width: 1600 });
 * // <html style="--vt-page-width: 100rem; --vt-page-side-margin: 2rem; …">
 * applyThemeSettings(document.documentElement, storefront.stores.shop, { heading_font: "Lora" });
 * // and <style data-vitrine-font="Lora">@font-face{…}</style> in the head
 */
export function applyThemeSettings(
  root: HTMLElement,
  shop: ShopStore,
  settings: Partial<ThemeSettings>,
  files: FontFiles = fontFiles,
): void {
  shop.updateThemeSettings(settings);
  const current = shop.state.shop?.theme.settings ?? settings;
  writeThemeVariables(root, current, shop.state.shop?.theme.settingsSchema);
  for (const family of new Set([current.body_font, current.heading_font])) {
    // An unknown family was already reported by the variables, which fall back to the system's.
    if (typeof family === "string" && supportedFont(family)) {
      void loadFont(family, files, { document: root.ownerDocument });
    }
  }
}
