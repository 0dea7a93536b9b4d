import { loginReturningTo } from "@vitrine/sdk";
import { createMiddleware } from "hono/factory";
import {
  customizerAccess,
  refusedCustomizerPage,
  type SessionVerifier,
} from "../customizer-access";
import type { PageEnv } from "./page-env";

/**
 * Where a signed-out visitor of `/customize` goes: the one login form, creators included, which
 * brings them back to the customizer once logged in.
 */
const CUSTOMIZER_LOGIN_PATH = loginReturningTo("/customize");

/**
 * The customize page's gate (`customizerAccess`): the shop's creator passes, a signed-out
 * visitor is sent to log in, anyone else gets a page with no state and no script (403).
 *
 * @example
 * app.get("/customize", shopResolution, trailingSlash, initialState(backend), customizerGate(backend.sessions), …)
 */
export function customizerGate(sessions: SessionVerifier) {
  return createMiddleware<PageEnv>(async (c, next) => {
    const { state, authToken } = c.var.visit;
    if (state.shop) {
      const access = await customizerAccess(sessions, state.shop.id, authToken);
      if (access === "signed-out") return c.redirect(CUSTOMIZER_LOGIN_PATH, 302);
      if (access === "refused") {
        return c.html(refusedCustomizerPage(state.shop.locale), 403, {
          "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
          "Cache-Control": "private, no-store",
        });
      }
    }
    await next();
  });
}
