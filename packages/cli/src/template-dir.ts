import { fileURLToPath } from "node:url";

/**
 * The starter project `vitrine theme init` copies. It sits beside `src/` and `dist/`, and this
 * module is one folder deep in both (tsup bundles the CLI into `dist/cli.js`), so one relative
 * address finds it from the sources and from the installed package.
 */
export const TEMPLATE_DIR = fileURLToPath(new URL("../template/", import.meta.url));
