/**
 * What one shop may keep of its themes, and how fast its creator may send them. The versions and
 * bytes are the shop's room, all handles together; a creator makes room by deleting versions they
 * no longer need (`vitrine theme delete`, `DELETE THEMES_API_PATH/{handle}/{version}`), every one
 * but the live version. The upload rate counts every upload a creator sends, to any shop.
 */
export const THEME_QUOTAS = Object.freeze({
  /** Versions a shop keeps: far more than rollbacks need, few enough to list on one screen. */
  versionsPerShop: 50,
  /**
   * Bytes of those versions' files together, 25 MB: 50 versions of 500 KB, where a typical theme
   * is under 100 KB (one upload may carry up to `THEME_LIMITS.totalBytes`, 2 MB).
   */
  bytesPerShop: 25_000_000,
  /** Uploads one creator may send within `uploadWindowMs`: a publish loop, not a flood. */
  uploadsPerCreator: 10,
  uploadWindowMs: 10 * 60_000,
});
