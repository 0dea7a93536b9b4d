import type { ShopDatabase } from "../db/database";
import { runSeed } from "./run-seed";
import { seedSteps } from "./seed-steps";

/** Seeds the demo data (DESIGN.md) this database lacks; answers the steps that ran. */
export function seedDemo(db: ShopDatabase): Promise<string[]> {
  return runSeed(db, seedSteps);
}

/**
 * Whether a process should seed the demo: always on the embedded PGlite (it is the demo), and on
 * PostgreSQL only when asked (`--seed demo` or `VITRINE_SEED=demo`), so pointing a server at a
 * real database never fills it with demo shops.
 * @example seedRequested({}, []) // true
 * @example seedRequested({ DATABASE_URL: "postgres://db/shops" }, []) // false
 * @example seedRequested({ DATABASE_URL: "postgres://db/shops" }, ["--seed", "demo"]) // true
 */
export function seedRequested(env: NodeJS.ProcessEnv, argv: readonly string[]): boolean {
  if (!env.DATABASE_URL) return true;
  if (env.VITRINE_SEED === "demo") return true;
  const flag = argv.indexOf("--seed");
  return argv.includes("--seed=demo") || (flag >= 0 && argv[flag + 1] === "demo");
}
