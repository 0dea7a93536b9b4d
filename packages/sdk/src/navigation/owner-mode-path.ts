/** The owner's modes a path must keep while the page runs in them (spec §2). */
export interface OwnerModes {
  readonly customizing: boolean;
  readonly previewing: boolean;
}

/**
 * An in-shop path with the owner's modes kept in its query (`customizing=true`,
 * `previewing=true`), so that a page opened from a link, or reloaded, stays in the customizer's
 * or the preview's mode. A path that has the flag already keeps it as it is; the fragment stays
 * last.
 *
 * @example
 * ownerModePath("/products/tee", { customizing: true, previewing: false })
 * // "/products/tee?customizing=true"
 * ownerModePath("/products?page=2#top", { customizing: false, previewing: true })
 * // "/products?page=2&previewing=true#top"
 * ownerModePath("/cart", { customizing: false, previewing: false }) // "/cart"
 */
export function ownerModePath(path: string, modes: OwnerModes): string {
  const flags = (["customizing", "previewing"] as const).filter((flag) => modes[flag]);
  if (flags.length === 0) return path;
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
  return `${pathname}?${params.toString()}${hash}`;
}
