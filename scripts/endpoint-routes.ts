/**
 * Writes `packages/contract/src/endpoints/endpoint-routes.ts`: the route of every endpoint (method,
 * base, path, list, access) without its schemas, which the SDK calls the platform with. Run it
 * after adding or changing an endpoint; the contract's tests fail until the file matches.
 *
 *   pnpm endpoint-routes
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
// From the sources, not the package's entry: that one exports the file written here.
import { routesOf } from "../packages/contract/src/endpoints/endpoint-route";
import { endpoints } from "../packages/contract/src/endpoints/index";
import { enterComingSoon } from "../packages/contract/src/endpoints/pages";
import { themePreviewDraftEndpoints } from "../packages/contract/src/endpoints/theme-settings";
import { REPO_ROOT } from "./repo-paths";
import { runPnpm } from "./run-pnpm";

const FILE = join(REPO_ROOT, "packages/contract/src/endpoints/endpoint-routes.ts");

const source = `// Generated from \`endpoints\` by \`pnpm endpoint-routes\`; endpoint-routes.test.ts checks it.
import type { Endpoint } from "./endpoint";
import type { EndpointRoute } from "./endpoint-route";
import type { endpoints } from "./index";
import type { enterComingSoon } from "./pages";
import type { themePreviewDraftEndpoints } from "./theme-settings";

type Routes<Group> = {
  readonly [Call in keyof Group]: Group[Call] extends Endpoint ? EndpointRoute<Group[Call]> : never;
};

/** The route of every endpoint, by service: \`endpointRoutes.cart.get\` calls \`endpoints.cart.get\`. */
export type EndpointRoutes = { readonly [Service in keyof typeof endpoints]: Routes<(typeof endpoints)[Service]> };

export const endpointRoutes: EndpointRoutes = ${JSON.stringify(routesOf(endpoints), null, 2)};

/** The route of \`enterComingSoon\`. */
export const enterComingSoonRoute: EndpointRoute<typeof enterComingSoon> = ${JSON.stringify(
  routesOf({ pages: { enterComingSoon } }).pages?.enterComingSoon,
  null,
  2,
)};

/** The routes of \`themePreviewDraftEndpoints\`. */
export const themePreviewDraftRoutes: Routes<typeof themePreviewDraftEndpoints> = ${JSON.stringify(
  routesOf({ drafts: themePreviewDraftEndpoints }).drafts,
  null,
  2,
)};
`;

await writeFile(FILE, source);
await runPnpm(["exec", "biome", "format", "--write", FILE]);
console.log(`wrote ${FILE}`);
