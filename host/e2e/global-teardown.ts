import { rm } from "node:fs/promises";

/** Drops the run's database folder (the server has stopped by now). */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.VITRINE_E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
