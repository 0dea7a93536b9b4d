import type { ThemeSettings } from "@vitrine/contract";
import { type RefObject, useEffect, useRef } from "react";
import { isReadyMessage, themeSettingsMessage } from "../protocol";

/**
 * The editor's side of the frame protocol: every change of `settings` is posted to the framed
 * storefront, addressed to its origin only, and so are the current settings again when the frame
 * says `vitrine:ready` (it has (re)loaded, e.g. after a click to another page). A message counts
 * as the frame's only when both its origin and its source window are the frame's. Returns the
 * ref to put on the iframe.
 */
export function useFrameBridge(
  storefrontUrl: string,
  settings: ThemeSettings | undefined,
): RefObject<HTMLIFrameElement | null> {
  const frame = useRef<HTMLIFrameElement>(null);
  const frameOrigin = new URL(storefrontUrl, window.location.href).origin;

  useEffect(() => {
    if (settings === undefined) return;
    const send = () =>
      frame.current?.contentWindow?.postMessage(themeSettingsMessage(settings), frameOrigin);
    send();
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== frame.current?.contentWindow) return;
      if (isReadyMessage(event.data)) send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [settings, frameOrigin]);

  return frame;
}
