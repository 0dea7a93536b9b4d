/**
 * Adds the theme's CSS to the page once. A theme script is one ES module the host imports, with no
 * stylesheet beside it, so its styles travel inside it (imported with `?inline`).
 *
 * @example
 * injectStyles("minimal", ".vm-hero { … }") // <style data-vitrine-theme="minimal">…</style> in <head>
 */
export function injectStyles(handle: string, css: string): void {
  if (typeof document === "undefined") return;
  if (document.head.querySelector(`style[data-vitrine-theme="${handle}"]`)) return;
  const style = document.createElement("style");
  style.dataset.vitrineTheme = handle;
  style.textContent = css;
  document.head.append(style);
}
