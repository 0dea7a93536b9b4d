import type { SeedStep } from "./run-seed";
import { accountsSeed, shopsSeed } from "./shops-seed";

/** The demo data, in order. Add a step at the end; never rename one that has shipped. */
export const seedSteps: readonly SeedStep[] = [shopsSeed, accountsSeed];
