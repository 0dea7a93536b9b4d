import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Resized images on disk, one file per source and size, so a size is made once per machine and
 * survives restarts. Keys are hashed into file names: nothing from the request reaches the path.
 * @example const cache = createResizedImageCache(".data/image-cache"); await cache.get("id|600|cover")
 */
export function createResizedImageCache(dir: string) {
  const fileOf = (key: string) =>
    join(dir, `${createHash("sha256").update(key).digest("hex")}.webp`);
  return {
    async get(key: string): Promise<Uint8Array | null> {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async set(key: string, bytes: Uint8Array): Promise<void> {
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file. Each write has a part file
      // of its own: two requests for one new size in the same millisecond shared one, and the
      // second rename found it gone (a 500 for a picture the first had just made).
      const file = fileOf(key);
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
  };
}
