/**
 * A stand-in for the isolate bundle with the same surface (`__vitrine`), for the tests of what
 * hosts it: its render hands the theme's `home` page the bridged fetch (and the raw bridge, as a
 * hostile theme would use it) and returns what the page returns as the page's HTML, or a redirect
 * to `{ redirect }` when it returns that. The isolation
 * under test is the host's, whatever the bundle renders.
 */
export const STAND_IN_BUNDLE = `
globalThis.__vitrine = {
  shared: { react: { default: { version: "test" }, createElement() {} } },
  exportNames: (specifier) => Object.keys(globalThis.__vitrine.shared[specifier] || {}),
  async render(requestJson, hostFetch, theme) {
    const request = JSON.parse(requestJson);
    const fetch = async (url, headers = []) =>
      JSON.parse(await hostFetch.apply(undefined, [url, "GET", JSON.stringify(headers)], { result: { promise: true } }));
    const html = await theme.pages.home({ request, fetch, hostFetch });
    if (html && html.redirect) return JSON.stringify({ type: "redirect", location: html.redirect });
    return JSON.stringify({ type: "page", status: 200, html: String(html), resources: {}, errors: [] });
  },
};`;

/** A theme script whose home page is `body` (a function of `{ request, fetch, hostFetch }`). */
export const standInTheme = (body: string) => `export default { pages: { home: ${body} } };`;
