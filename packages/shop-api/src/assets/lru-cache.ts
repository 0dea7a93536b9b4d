/**
 * A least-recently-used cache bounded by the total size of its values.
 * @example const cache = createLruCache<Uint8Array>(1024, (v) => v.byteLength);
 */
export function createLruCache<V>(maxSize: number, sizeOf: (value: V) => number) {
  const entries = new Map<string, V>();
  let size = 0;
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      const valueSize = sizeOf(value);
      if (valueSize > maxSize) return;
      const previous = entries.get(key);
      if (previous !== undefined) {
        size -= sizeOf(previous);
        entries.delete(key);
      }
      entries.set(key, value);
      size += valueSize;
      for (const [oldest, old] of entries) {
        if (size <= maxSize) break;
        entries.delete(oldest);
        size -= sizeOf(old);
      }
    },
  };
}
