import { fileURLToPath } from "node:url";
import { packageBuild } from "../../tsup.packages";

// The bin is no exports subpath, so it is named here; it keeps its #! line and is made executable.
export default {
  ...packageBuild(fileURLToPath(new URL(".", import.meta.url)), { cli: "./src/cli.ts" }),
  platform: "node",
};
