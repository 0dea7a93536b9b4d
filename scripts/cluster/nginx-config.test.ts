import { AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { fillNginxTemplate, nginxConfig, sharedPagesPattern } from "./nginx-config";

describe("the repo's nginx configuration", () => {
  it("is filled with the deployment's values and the contract's cookie names, leaving none out", async () => {
    const config = await nginxConfig({
      listen: "127.0.0.1:8080",
      nodes: ["127.0.0.1:3001", "127.0.0.1:3002"],
      prefix: "/var/lib/vitrine-nginx",
    });
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(config).toContain("server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;");
    expect(config).toContain("server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;");
    expect(config).toContain(`(${AUTH_TOKEN_COOKIE}|${CART_TOKEN_COOKIE})=`);
    expect(config).toContain("pid /var/lib/vitrine-nginx/nginx.pid;");
    expect(config).toContain(
      "location /.vitrine-purge/ {\n      allow 127.0.0.1;\n      deny all;",
    );
    expect(config).toContain('"~^/\\.vitrine-purge(?<purged>/.*)$" $purged;');
    expect(config).toContain('"$scheme://$http_host$vitrine_cached_uri|$vitrine_encoding"');
  });

  it("serves a cart holder or a member from the cache on the pages every visitor shares, and only those", async () => {
    const config = await nginxConfig({ listen: "80", nodes: ["127.0.0.1:1"], prefix: "/p" });
    expect(config).toContain(`"~${sharedPagesPattern()}" 1;`);
    expect(config).toContain('"~(^|;\\s*)vitrine_theme_preview=" 1;');
    const shared = new RegExp(sharedPagesPattern());
    for (const path of [
      "/",
      "/products",
      "/products/logo-tee",
      "/collections/summer",
      "/pages/about",
    ]) {
      expect(shared.test(path), path).toBe(true);
    }
    for (const path of [
      "/cart",
      "/checkouts/c1/information",
      "/membership/posts",
      "/products/a/b",
      "/orders/X1/status",
    ]) {
      expect(shared.test(path), path).toBe(false);
    }
  });

  it("connects to the nodes from the address asked for, or the system's choice", () => {
    const bind = (proxyBind?: string) =>
      fillNginxTemplate("{{PROXY_BIND}}", {
        listen: "80",
        nodes: ["127.0.0.1:1"],
        prefix: "/p",
        ...(proxyBind ? { proxyBind } : {}),
      });
    expect(bind("127.0.0.2")).toBe("      proxy_bind 127.0.0.2;");
    expect(bind()).toBe("");
  });

  it("lets each node's address purge, once each, and refuses a node named by host name", () => {
    const purgeFrom = (nodes: string[]) =>
      fillNginxTemplate("{{PURGE_ALLOW}}", { listen: "80", nodes, prefix: "/p" });
    expect(purgeFrom(["10.0.0.1:3000", "10.0.0.2:3000", "10.0.0.1:3001"])).toBe(
      "      allow 10.0.0.1;\n      allow 10.0.0.2;",
    );
    expect(purgeFrom(["[::1]:3000"])).toBe("      allow ::1;");
    expect(() => purgeFrom(["node-1.internal:3000"])).toThrow("name node node-1.internal");
  });

  it("refuses a template value it does not know, and a cluster without nodes", () => {
    expect(() =>
      fillNginxTemplate("{{UNKNOWN}}", { listen: "80", nodes: ["127.0.0.1:1"], prefix: "/p" }),
    ).toThrow("{{UNKNOWN}}");
    expect(() => fillNginxTemplate("", { listen: "80", nodes: [], prefix: "/p" })).toThrow();
  });
});
