/**
 * `pnpm registry [port]`: a real npm registry (Verdaccio) on 127.0.0.1 (port 4873 unless told)
 * with this checkout's packages published to it (`@vitrine/cli`, `contract`, `sdk`, `theme-kit`,
 * freshly built), and everything else proxied from the public registry. The docs' commands then
 * work as written with `--registry http://127.0.0.1:4873`. Storage is a temporary folder, gone
 * when it stops (Ctrl+C).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { runServer } from "verdaccio";
import { packPackages } from "./pack-packages";

/** Where the docs say the local registry answers. */
export const DEFAULT_REGISTRY_PORT = 4873;

export interface LocalRegistry {
  /** `http://127.0.0.1:4873`: what `--registry` takes. */
  url: string;
  close(): Promise<void>;
}

/**
 * Verdaccio's configuration: `@vitrine/*` only from what is published to it (anyone on this
 * machine may publish; it listens on loopback only), every other package from npmjs.
 */
function registryConfig(storage: string) {
  return {
    self_path: storage,
    storage: join(storage, "storage"),
    uplinks: { npmjs: { url: "https://registry.npmjs.org/", timeout: "60s", maxage: "30m" } },
    packages: {
      "@vitrine/*": { access: "$all", publish: "$all", unpublish: "$all" },
      "**": { access: "$all", publish: "$authenticated", proxy: "npmjs" },
    },
    // Nothing about this machine's registry leaves it.
    security: { api: { legacy: true } },
    server: { keepAliveTimeout: 60 },
    web: { enable: false },
    log: { type: "stdout", format: "pretty", level: "warn" },
  };
}

/** Runs Verdaccio on `port` (0 for any free one) and publishes the workspace's packages to it. */
export async function startLocalRegistry(port = DEFAULT_REGISTRY_PORT): Promise<LocalRegistry> {
  const storage = await mkdtemp(join(tmpdir(), "vitrine-registry-"));
  const app = (await runServer(registryConfig(storage) as never)) as {
    listen(port: number, host: string, done: () => void): Server;
  };
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
    listening.once("error", reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(storage, { recursive: true, force: true });
  };
  try {
    for (const { file } of await packPackages(join(storage, "tarballs"))) {
      await promisify(execFile)("npm", [
        "publish",
        file,
        "--registry",
        url,
        // Verdaccio lets anyone publish @vitrine/*; npm still wants a token to send.
        `--${url.replace(/^http:/, "")}/:_authToken=local`,
        "--access",
        "public",
        "--provenance=false",
      ]);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}

if (import.meta.filename === process.argv[1]) {
  const port = Number(process.argv[2] ?? DEFAULT_REGISTRY_PORT);
  const registry = await startLocalRegistry(port);
  console.log(`A local npm registry with the Vitrine packages: ${registry.url}

  npx --registry ${registry.url} @vitrine/cli theme init studio --shop http://minimal.localhost:3000
  (then in studio/: npm install, npx vitrine login, npm run dev, npx vitrine theme publish)

Stop it with Ctrl+C.`);
  process.once("SIGINT", () => void registry.close().then(() => process.exit(0)));
}
