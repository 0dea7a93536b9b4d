import { describe, expect, it } from "vitest";
import { routesOf } from "./endpoint-route";
import { endpointRoutes, enterComingSoonRoute, themePreviewDraftRoutes } from "./endpoint-routes";
import { endpoints } from "./index";
import { enterComingSoon } from "./pages";
import { themePreviewDraftEndpoints } from "./theme-settings";

describe("endpointRoutes", () => {
  it("holds each endpoint's method, base, path, list and access, and nothing else (else: pnpm endpoint-routes)", () => {
    expect(endpointRoutes).toEqual(routesOf(endpoints));
    expect(enterComingSoonRoute).toEqual(
      routesOf({ pages: { enterComingSoon } }).pages?.enterComingSoon,
    );
    expect(themePreviewDraftRoutes).toEqual(
      routesOf({ drafts: themePreviewDraftEndpoints }).drafts,
    );
  });

  it("carries no schema, so a client that imports it does not bundle zod", () => {
    for (const calls of Object.values(endpointRoutes)) {
      for (const route of Object.values(calls)) {
        expect(Object.keys(route).sort()).toEqual(["access", "base", "list", "method", "path"]);
      }
    }
  });
});
