import { join } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { APP_MINIFY } from "@vitrine/host/app-minify";
import { build, type Plugin, type Rollup } from "vite";
import { HOST_DIR, REPO_ROOT } from "../repo-paths";

const FLOOR_APP = join(import.meta.dirname, "stack-floor-app.tsx");
/**
 * Files whose imports the floor app's are resolved as: the host's for React, the router and
 * i18next, the SDK's for valtio and ofetch, so the floor is built from the very copies the
 * storefront ships (this package's own copies only give the fixture its types).
 */
const RESOLVE_AS_IMPORTED_BY = [
  join(HOST_DIR, "src/boot/boot.tsx"),
  join(REPO_ROOT, "packages/sdk/src/create-storefront.ts"),
];

function appsCopies(): Plugin {
  return {
    name: "vitrine:stack-floor-copies",
    async resolveId(source, importer, options) {
      if (importer !== FLOOR_APP || source.startsWith(".")) return null;
      for (const importedBy of RESOLVE_AS_IMPORTED_BY) {
        const resolved = await this.resolve(source, importedBy, { ...options, skipSelf: true });
        if (resolved !== null) return resolved;
      }
      return null;
    },
  };
}

/** A chunk of the stack floor app's build: its file name and code. */
export interface FloorChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
}

/** Builds the stack floor app as the host's build would (production React, the same minifier). */
export async function buildStackFloor(): Promise<FloorChunk[]> {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root: import.meta.dirname,
    plugins: [react(), appsCopies()],
    build: {
      ...APP_MINIFY,
      write: false,
      modulePreload: { polyfill: false },
      rollupOptions: { input: FLOOR_APP },
    },
  })) as Rollup.RollupOutput;
  return output.output.flatMap((file) =>
    file.type === "chunk"
      ? [{ fileName: file.fileName, code: file.code, isEntry: file.isEntry }]
      : [],
  );
}

/** The size of the stack floor app's JavaScript, raw and gzip. */
export async function measureStackFloor(): Promise<{ raw: number; gzip: number }> {
  let raw = 0;
  let gzip = 0;
  for (const { code } of await buildStackFloor()) {
    raw += Buffer.byteLength(code);
    gzip += gzipSync(code).byteLength;
  }
  return { raw, gzip };
}
