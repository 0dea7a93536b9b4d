/**
 * `pnpm --filter @vitrine/scripts build-packages`: builds every published package
 * (`published-packages.ts`) to its `dist`, what `pnpm size` measures. One at a time: the builds
 * share the machine with whatever else runs.
 */
import { PUBLISHED_PACKAGES } from "./published-packages";
import { runPnpm } from "./run-pnpm";

const filters = PUBLISHED_PACKAGES.flatMap((folder) => ["--filter", `./${folder}`]);
await runPnpm([...filters, "--workspace-concurrency=1", "run", "build"]);
