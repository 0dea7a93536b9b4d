/** What the page a used or expired preview link opens may load: its own inline style, nothing else. */
export const PREVIEW_LINK_GONE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a creator's browser gets from a preview link that was used or has expired, instead of
 * the API's JSON: what happened and what to do (run `vitrine theme dev` again for a new link).
 * Plain and self-contained, since no theme is involved yet.
 *
 * @example
 * previewLinkGonePage("Demo Merch") // "<!doctype html>…<h1>This preview link has expired</h1>…"
 */
export function previewLinkGonePage(shopName: string): string {
  const shop = escapeHtml(shopName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This preview link has expired · ${shop}</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #111827; font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 34rem; margin: 1rem; padding: 2rem; border-radius: 12px; background: #fff; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
h1 { margin: 0 0 .75rem; font-size: 1.5rem; line-height: 1.25; }
code { padding: .1rem .35rem; border-radius: 4px; background: #f3f4f6; font: .95em ui-monospace, monospace; overflow-wrap: anywhere; }
a { color: #1d4ed8; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>This preview link has expired</h1>
<p>A preview link works once, for 5 minutes, in the browser that opens it first. This one was used already or is older than that.</p>
<p>To preview your theme on ${shop} again, run <code>vitrine theme dev</code> in your theme's folder and open the new address it prints.</p>
<p><a href="/">Go to ${shop}</a></p>
</main>
</body>
</html>
`;
}
