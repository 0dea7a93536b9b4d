import { kilobytes } from "@vitrine/contract/theme-budget";
import { requireSession } from "../credentials/credential-store";
import { publishTheme } from "../shop/shop-api";
import { themeUpload } from "../theme/theme-manifest";
import { versionHealthText } from "../theme/version-health";
import { type Command, stringOption } from "./command";
import { shopOption } from "./shop-option";
import { checkedTheme } from "./theme-check";
import { themeProject } from "./theme-project";

export const themePublish: Command = {
  name: "theme publish",
  summary: "check, upload and make the theme the shop's live theme",
  usage: `vitrine theme publish --shop <url> [--dir <folder>]

Runs vitrine theme check, builds, uploads the build to the shop as a new version and makes it the
shop's live theme in one step: visitors get it on their next page. Needs a creator session for the
shop (vitrine login, or VITRINE_TOKEN). vitrine theme rollback brings an earlier version back.`,
  options: { shop: { type: "string" }, dir: { type: "string" } },
  async run(args, io) {
    const shop = shopOption(args, io.env);
    const token = await requireSession(shop, io.env);
    const theme = await checkedTheme(await themeProject(stringOption(args, "dir"), io), io);
    const version = await publishTheme(shop, token, themeUpload(theme));
    io.out(
      `✓ Published ${version.handle} version ${version.version} (${kilobytes(version.gzipBytes)} gzip) to ${shop}: it is the live theme.`,
    );
    // The same build as a version the shop already took off its servers goes live as that one.
    const health = versionHealthText(version.health);
    if (health !== null) io.out(`⚠ ${version.handle}@${version.version} is ${health}`);
  },
};
