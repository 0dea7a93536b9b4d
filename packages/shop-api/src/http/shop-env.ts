// Types only, importing no module of the routes: every route and middleware names this env, and
// the modules `env.ts` gathers (the shared cache, sessions) are among them.
import type { Session } from "../auth/session-tokens";
import type { ShopRow } from "../db/schema";

/** Hono env of the routes behind shop resolution. */
export interface ShopEnv {
  Variables: {
    /** The shop the request is for (by `X-ShopId`, else `Host`). */
    shop: ShopRow;
    /** Claims of a valid token from `Authorization: Bearer` or `X-Membership-Token`, else null. */
    session: Session | null;
    /** Who sent the request: the peer, or behind the platform's proxies the client they name. */
    clientAddress: string;
  };
}
