import { readFile } from "node:fs/promises";
import { isIP } from "node:net";
import { join } from "node:path";
import {
  AUTH_TOKEN_COOKIE,
  CART_TOKEN_COOKIE,
  EDGE_PURGE_PATH_PREFIX,
  THEME_PREVIEW_COOKIE,
} from "@vitrine/contract";
import { ROUTES } from "@vitrine/sdk/host";
import { REPO_ROOT } from "../repo-paths";

/** The nginx configuration the repo keeps, with `{{…}}` where a deployment's values go. */
export const NGINX_TEMPLATE_FILE = join(REPO_ROOT, "deploy/nginx/vitrine.conf");
/** Debian's `libnginx-mod-http-cache-purge`, which takes the nodes' purges (`VITRINE_NGINX_PURGE_MODULE`). */
export const NGINX_CACHE_PURGE_MODULE =
  process.env.VITRINE_NGINX_PURGE_MODULE ?? "/usr/lib/nginx/modules/ngx_http_cache_purge_module.so";

export interface NginxConfigValues {
  /** What nginx listens on: `8080`, `127.0.0.1:8080`. */
  listen: string;
  /** The nodes, `host:port` each. */
  nodes: readonly string[];
  /** The folder of nginx's pid, logs, temporary files and cache. */
  prefix: string;
  /**
   * The address nginx connects to the nodes from (`proxy_bind`), the one the nodes trust
   * (`VITRINE_TRUSTED_PROXIES`); unset, the system picks it. On one machine it must be an address
   * no other client uses: the nodes could not tell nginx from a client on the same address.
   */
  proxyBind?: string;
}

/** The nodes' IP addresses, which nginx lets purge: `127.0.0.1:3001` → `127.0.0.1`. */
function nodeAddresses(nodes: readonly string[]): string[] {
  const addresses = nodes.map((node) => node.replace(/:\d+$/, "").replace(/^\[(.*)\]$/, "$1"));
  const named = addresses.find((address) => isIP(address) === 0);
  if (named !== undefined) {
    throw new Error(`nginx lets nodes purge by IP address: name node ${named} by its address`);
  }
  return [...new Set(addresses)];
}

/**
 * `text` as a regular expression that matches it and nothing else.
 * @example regexLiteral("/.vitrine-purge") // "/\\.vitrine-purge"
 */
function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The paths of the pages the route record shares (`shared`), as one nginx regex: a `$name`
 * segment is any one segment.
 *
 * @example
 * sharedPagesPattern() // "^(?:/|/collections|/collections/[^/]+|…|/products/[^/]+)$"
 */
export function sharedPagesPattern(): string {
  const paths = ROUTES.filter((route) => route.shared).map((route) =>
    route.path
      .split("/")
      .map((segment) => (segment.startsWith("$") ? "[^/]+" : regexLiteral(segment)))
      .join("/"),
  );
  return `^(?:${paths.join("|")})$`;
}

/**
 * The template with a deployment's values (each node an upstream server taken out for 5 s after
 * a failure, and allowed to purge from its IP address) and the contract's cookie names.
 *
 * @example
 * fillNginxTemplate("listen {{LISTEN}};\n{{UPSTREAM_SERVERS}}", {
 *   listen: "8080", nodes: ["127.0.0.1:3001"], prefix: "/var/lib/vitrine-nginx",
 * })
 * // "listen 8080;\n    server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;"
 */
export function fillNginxTemplate(template: string, values: NginxConfigValues): string {
  if (values.nodes.length === 0) throw new Error("nginx needs at least one node");
  const servers = values.nodes
    .map((node) => `    server ${node} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  const filled = template
    .replaceAll("{{LISTEN}}", values.listen)
    .replaceAll("{{UPSTREAM_SERVERS}}", servers)
    .replaceAll("{{PREFIX}}", values.prefix)
    .replaceAll("{{PROXY_BIND}}", values.proxyBind ? `      proxy_bind ${values.proxyBind};` : "")
    .replaceAll("{{CACHE_PURGE_MODULE}}", NGINX_CACHE_PURGE_MODULE)
    .replaceAll(
      "{{PURGE_ALLOW}}",
      nodeAddresses(values.nodes)
        .map((address) => `      allow ${address};`)
        .join("\n"),
    )
    .replaceAll("{{PURGE_PREFIX}}", EDGE_PURGE_PATH_PREFIX)
    .replaceAll("{{PURGE_PREFIX_PATTERN}}", regexLiteral(EDGE_PURGE_PATH_PREFIX))
    // A request with either is one visitor's, but for the pages every visitor shares.
    .replaceAll("{{VISITOR_COOKIES}}", [AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE].join("|"))
    .replaceAll("{{SHARED_PAGES}}", sharedPagesPattern())
    .replaceAll("{{OWNER_COOKIE}}", regexLiteral(THEME_PREVIEW_COOKIE));
  const left = filled.match(/\{\{[A-Z_]+\}\}/);
  if (left) throw new Error(`The nginx template has a value this script does not fill: ${left[0]}`);
  return filled;
}

/** The repo's nginx configuration for these values. */
export async function nginxConfig(values: NginxConfigValues): Promise<string> {
  return fillNginxTemplate(await readFile(NGINX_TEMPLATE_FILE, "utf8"), values);
}
