/**
 * The value at a percentile of the measurements (nearest rank).
 *
 * @example
 * percentile([8, 24, 16, 40], 50) // 16
 * percentile([8, 24, 16, 40], 100) // 40
 */
export function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1);
  return sorted[index] ?? Number.NaN;
}
