/** Share of a video after which it counts as watched (credits and outros are often skipped). */
export const COMPLETED_SHARE = 0.9;

/**
 * A reported playback position, clamped to the video, and whether the video counts as watched:
 * the platform records it, and the fake platform answers a progress call the same way.
 * @example watchProgress(95, 100) // { positionSeconds: 95, completed: true }
 * @example watchProgress(500, 100) // { positionSeconds: 100, completed: true }
 */
export function watchProgress(
  positionSeconds: number,
  durationSeconds: number,
): { positionSeconds: number; completed: boolean } {
  const position = Math.min(Math.max(0, Math.floor(positionSeconds)), durationSeconds);
  return { positionSeconds: position, completed: position >= durationSeconds * COMPLETED_SHARE };
}
