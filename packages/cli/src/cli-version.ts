import { createRequire } from "node:module";

/** This CLI's version, from its package.json: new themes depend on the same version of Vitrine. */
export const CLI_VERSION: string = (
  createRequire(import.meta.url)("../package.json") as { version: string }
).version;
