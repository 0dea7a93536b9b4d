/**
 * Writes the route of every endpoint (method, base, path, list, access) without its schemas, which
 * the SDK calls the platform with: one file per service in `packages/contract/src/endpoints/routes/`
 * (`cartRoutes` in `routes/cart.ts`), so a bundle carries the routes of the services it calls and
 * no other, and `endpoint-routes.ts`, which gathers them. Run it after adding or changing an
 * endpoint; the contract's tests fail until the files match.
 *
 *   pnpm endpoint-routes
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
// From the sources, not the package's entry: that one exports the files written here.
import { routesOf } from "../packages/contract/src/endpoints/endpoint-route";
import { endpoints } from "../packages/contract/src/endpoints/index";
import { enterComingSoon } from "../packages/contract/src/endpoints/pages";
import { themePreviewDraftEndpoints } from "../packages/contract/src/endpoints/theme-settings";
import { REPO_ROOT } from "./repo-paths";
import { runPnpm } from "./run-pnpm";

const ENDPOINTS_DIR = join(REPO_ROOT, "packages/contract/src/endpoints");
const ROUTES_DIR = join(ENDPOINTS_DIR, "routes");
const HEADER =
  "// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.";

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const json = (value: unknown) => JSON.stringify(value, null, 2);

const services = Object.keys(endpoints) as (keyof typeof endpoints)[];
const routes = routesOf(endpoints);

function serviceFile(service: string): string {
  return `${HEADER}
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of \`endpoints.${service}\`. */
export const ${service}Routes: EndpointRoutesOf<(typeof endpoints)["${service}"]> = ${json(routes[service])};
`;
}

const gathered = `${HEADER}
import type { EndpointRoute, EndpointRoutesOf } from "./endpoint-route";
import type { endpoints } from "./index";
import type { enterComingSoon } from "./pages";
${services.map((service) => `import { ${service}Routes } from "./routes/${kebab(service)}";`).join("\n")}
import type { themePreviewDraftEndpoints } from "./theme-settings";

export { ${[...services]
  .sort()
  .map((service) => `${service}Routes`)
  .join(", ")} };

/** The route of every endpoint, by service: \`endpointRoutes.cart.get\` calls \`endpoints.cart.get\`. */
export type EndpointRoutes = { readonly [Service in keyof typeof endpoints]: EndpointRoutesOf<(typeof endpoints)[Service]> };

/**
 * Every service's routes. A client that calls only some services imports theirs (\`cartRoutes\`),
 * so the routes of the others stay out of its bundle.
 */
export const endpointRoutes: EndpointRoutes = { ${services.map((service) => `${service}: ${service}Routes`).join(", ")} };

/** The route of \`enterComingSoon\`. */
export const enterComingSoonRoute: EndpointRoute<typeof enterComingSoon> = ${json(
  routesOf({ pages: { enterComingSoon } }).pages?.enterComingSoon,
)};

/** The routes of \`themePreviewDraftEndpoints\`. */
export const themePreviewDraftRoutes: EndpointRoutesOf<typeof themePreviewDraftEndpoints> = ${json(
  routesOf({ drafts: themePreviewDraftEndpoints }).drafts,
)};
`;

// A service removed from `endpoints` leaves no file behind.
await rm(ROUTES_DIR, { recursive: true, force: true });
await mkdir(ROUTES_DIR);
const files = [join(ENDPOINTS_DIR, "endpoint-routes.ts")];
await writeFile(files[0] as string, gathered);
for (const service of services) {
  const file = join(ROUTES_DIR, `${kebab(service)}.ts`);
  await writeFile(file, serviceFile(service));
  files.push(file);
}
await runPnpm(["exec", "biome", "check", "--write", ...files]);
console.log(`wrote ${files.length} files`);
