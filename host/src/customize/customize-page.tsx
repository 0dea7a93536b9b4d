import {
  settingsDefaults,
  type ThemeSettings,
  type ThemeSettingsSchema,
  themeSettingsSchema,
} from "@vitrine/contract";
import { DEFAULT_THEME_SETTINGS } from "@vitrine/sdk";
import { useEffect, useRef, useState } from "react";
import { READY_MESSAGE, THEME_SETTINGS_MESSAGE } from "../customizer/customizer-messages";
import { SettingsPanel } from "./settings-panel";
import "./customize.css";

/**
 * The demo's customizer: the settings panel beside the storefront in a frame (`?customizing`).
 * Every change is posted to the frame, addressed to the frame's origin only, and the storefront
 * applies it live; the frame's `vitrine:ready` (it has (re)loaded) gets the current settings.
 * The panel is generated from `schema`, the shop's theme's whole schema; until the live theme's
 * manifest reaches this page it is the spec's settings alone, which every theme has.
 */
export function CustomizePage({
  storefrontUrl,
  schema = themeSettingsSchema(),
}: {
  storefrontUrl: string;
  schema?: ThemeSettingsSchema;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [settings, setSettings] = useState<ThemeSettings>(() => ({
    ...structuredClone(DEFAULT_THEME_SETTINGS),
    ...(settingsDefaults(schema) as Partial<ThemeSettings>),
  }));
  const frameOrigin = new URL(storefrontUrl, window.location.href).origin;

  useEffect(() => {
    frame.current?.contentWindow?.postMessage(
      { type: THEME_SETTINGS_MESSAGE, settings },
      frameOrigin,
    );
  }, [settings, frameOrigin]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== READY_MESSAGE) return;
      frame.current?.contentWindow?.postMessage(
        { type: THEME_SETTINGS_MESSAGE, settings },
        frameOrigin,
      );
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [settings, frameOrigin]);

  return (
    <div className="vc-page">
      <SettingsPanel schema={schema} settings={settings} onChange={setSettings} />
      <iframe ref={frame} className="vc-preview" title="Storefront preview" src={storefrontUrl} />
    </div>
  );
}
