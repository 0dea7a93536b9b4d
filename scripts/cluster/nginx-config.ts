import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE } from "@vitrine/contract";
import { REPO_ROOT } from "../repo-paths";

/** The nginx configuration the repo keeps, with `{{…}}` where a deployment's values go. */
export const NGINX_TEMPLATE_FILE = join(REPO_ROOT, "deploy/nginx/vitrine.conf");

export interface NginxConfigValues {
  /** What nginx listens on: `8080`, `127.0.0.1:8080`. */
  listen: string;
  /** The nodes, `host:port` each. */
  nodes: readonly string[];
  /** The folder of nginx's pid, logs, temporary files and cache. */
  prefix: string;
}

/**
 * The template with a deployment's values (each node an upstream server taken out for 5 s after
 * a failure) and the contract's cookie names.
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
    // A request with either is one visitor's: nginx neither answers it from its cache nor stores it.
    .replaceAll("{{VISITOR_COOKIES}}", [AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE].join("|"));
  const left = filled.match(/\{\{[A-Z_]+\}\}/);
  if (left) throw new Error(`The nginx template has a value this script does not fill: ${left[0]}`);
  return filled;
}

/** The repo's nginx configuration for these values. */
export async function nginxConfig(values: NginxConfigValues): Promise<string> {
  return fillNginxTemplate(await readFile(NGINX_TEMPLATE_FILE, "utf8"), values);
}
