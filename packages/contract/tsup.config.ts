import { fileURLToPath } from "node:url";
import { packageBuild } from "../../tsup.packages";

export default packageBuild(fileURLToPath(new URL(".", import.meta.url)));
