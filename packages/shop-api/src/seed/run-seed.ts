import type { Kysely } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";

/**
 * One named, self-contained part of the demo data. It runs once per database, inside a
 * transaction, and later steps may rely on earlier ones (e.g. the demo shop exists).
 */
export interface SeedStep {
  name: string;
  run(trx: Kysely<Database>): Promise<void>;
}

/**
 * Runs each step not yet recorded in `seed_runs`, each in its own transaction with its record,
 * so a crash leaves no half-seeded step and a second start (or a second process) skips it.
 */
export async function runSeed(db: ShopDatabase, steps: readonly SeedStep[]): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const didRun = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("seed_runs")
        .values({ step: step.name })
        .onConflict((oc) => oc.column("step").doNothing())
        .returning("step")
        .executeTakeFirst();
      if (!claimed) return false;
      await step.run(trx);
      return true;
    });
    if (didRun) ran.push(step.name);
  }
  return ran;
}
