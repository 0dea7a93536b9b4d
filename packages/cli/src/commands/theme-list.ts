import { THEME_QUOTAS } from "@vitrine/contract";
import { kilobytes, megabytes } from "@vitrine/contract/theme-budget";
import { requireSession } from "../credentials/credential-store";
import { listThemes } from "../shop/shop-api";
import { versionHealthText } from "../theme/version-health";
import type { Command } from "./command";
import { shopOption } from "./shop-option";

export const themeList: Command = {
  name: "theme list",
  summary: "list the theme versions published to a shop",
  usage: `vitrine theme list --shop <url>

Every version published to the shop, newest first: handle, version, size, who published it and
when; the live one is marked with *. A version the shop stopped rendering on its servers (it
crashed, ran out of time or of memory there too often) says so, and why. The last line says how
much of the shop's room for themes they take.`,
  options: { shop: { type: "string" } },
  async run(args, io) {
    const shop = shopOption(args, io.env);
    const versions = await listThemes(shop, await requireSession(shop, io.env));
    if (versions.length === 0) {
      io.out(`No theme has been published to ${shop}: it shows the default theme.`);
      return;
    }
    for (const version of versions) {
      io.out(
        `${version.live ? "*" : " "} ${version.handle}@${version.version}  ${kilobytes(version.gzipBytes)} gzip  ${version.publishedAt}  ${version.publishedBy.email}`,
      );
      const health = versionHealthText(version.health);
      if (health !== null) io.out(`    ⚠ ${health}`);
    }
    const bytes = versions.reduce((sum, version) => sum + version.bytes, 0);
    io.out(
      `${versions.length} of ${THEME_QUOTAS.versionsPerShop} versions, ${megabytes(bytes)} of ${megabytes(THEME_QUOTAS.bytesPerShop)}: vitrine theme delete <handle>@<version> makes room.`,
    );
  },
};
