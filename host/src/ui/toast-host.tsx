import DOMPurify from "dompurify";
import { ToastContainer, type TypeOptions, toast } from "react-toastify";
import "./toast-colors.css";

/** Spec §9: 5000 ms, bottom-center, coloured, no close button. */
export const TOAST_OPTIONS = {
  autoClose: 5000,
  position: "bottom-center",
  theme: "colored",
  closeButton: false,
} as const;

/**
 * Toast text may hold HTML (spec §9: links, emphasis), so it is sanitised before it is rendered:
 * scripts, event handlers and `javascript:` URLs go, markup stays.
 *
 * @example
 * sanitizeToastHtml('<b>Saved</b><img src=x onerror=alert(1)>') // '<b>Saved</b><img src="x">'
 */
export function sanitizeToastHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** Shows one toast; `html` is sanitised first. */
export function showToast(html: string, type: TypeOptions = "default"): void {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: spec §9 allows HTML in toasts; DOMPurify sanitised it
  toast(<span dangerouslySetInnerHTML={{ __html: sanitizeToastHtml(html) }} />, { type });
}

/** Where toasts appear; mounted the first time something is notified (it is a lazy chunk). */
export function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
