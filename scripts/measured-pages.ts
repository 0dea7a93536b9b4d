/** The shops whose public pages `pnpm lighthouse` and `pnpm hydration-tasks` measure. */
export const MEASURED_SHOPS = ["demo", "minimal"] as const;
export type MeasuredShop = (typeof MEASURED_SHOPS)[number];

/**
 * The public pages measured, on every shop unless the entry names the shops that have it: the
 * demo shop renders the default theme in-process, the minimal shop its theme script in the isolate.
 */
export const MEASURED_PAGES: ReadonlyArray<
  readonly [name: string, path: string, only?: ReadonlyArray<MeasuredShop>]
> = [
  ["home", "/"],
  ["collections", "/collections"],
  ["collection", "/collections/apparel"],
  ["products", "/products"],
  ["product", "/products/night-owl-hoodie"],
  // The 2,048-variant Trail Runner is the demo's alone.
  ["big product", "/products/trail-runner", ["demo"]],
  ["posts", "/membership/posts"],
  ["pricing", "/membership/pricing"],
];

/**
 * Each measured page's name and address on a port, shop by shop.
 *
 * @example
 * measuredPages("3000")[0] // { name: "demo home", path: "/", url: "http://demo.localhost:3000/" }
 */
export function measuredPages(port: string): Array<{ name: string; path: string; url: string }> {
  return MEASURED_SHOPS.flatMap((shop) =>
    MEASURED_PAGES.filter(([, , only]) => only === undefined || only.includes(shop)).map(
      ([page, path]) => ({
        name: `${shop} ${page}`,
        path,
        url: `http://${shop}.localhost:${port}${path}`,
      }),
    ),
  );
}
