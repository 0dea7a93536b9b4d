import { THEME_CHOICE_QUERY } from "@vitrine/contract";

/** The owner's modes a path must keep while the page runs in them (spec §2). */
export interface OwnerModes {
  readonly customizing: boolean;
  readonly previewing: boolean;
  /** The theme the customizer's frame shows (`?theme=`), kept beside `customizing`. */
  readonly customizingTheme?: string | null;
}

/**
 * An in-shop path with the owner's modes kept in its query (`customizing=true`,
 * `previewing=true`, and the customizer's `theme=handle@version`), so that a page opened from a
 * link, or reloaded, stays in the customizer's or the preview's mode, on the theme the customizer
 * shows. A path that has the flag already keeps it as it is; the fragment stays last.
 *
 * @example
 * ownerModePath("/products/tee", { customizing: true, previewing: false })
 * // "/products/tee?customizing=true"
 * ownerModePath("/products?page=2#top", { customizing: false, previewing: true })
 * // "/products?page=2&previewing=true#top"
 * ownerModePath("/cart", { customizing: true, previewing: false, customizingTheme: "minimal@2" })
 * // "/cart?customizing=true&theme=minimal%402"
 * ownerModePath("/cart", { customizing: false, previewing: false }) // "/cart"
 */
export function ownerModePath(path: string, modes: OwnerModes): string {
  const flags = (["customizing", "previewing"] as const).filter((flag) => modes[flag]);
  if (flags.length === 0) return path;
  const theme = modes.customizing ? modes.customizingTheme : null;
  const hashAt = path.indexOf("#");
  const [beforeHash, hash] =
    hashAt === -1 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  const queryAt = beforeHash.indexOf("?");
  const [pathname, query] =
    queryAt === -1
      ? [beforeHash, ""]
      : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt + 1)];
  const params = new URLSearchParams(query);
  for (const flag of flags) if (!params.has(flag)) params.set(flag, "true");
  if (theme && !params.has(THEME_CHOICE_QUERY)) params.set(THEME_CHOICE_QUERY, theme);
  return `${pathname}?${params.toString()}${hash}`;
}
