import { parseThemeRef, THEME_QUOTAS } from "@vitrine/contract";
import { cliError } from "../cli-error";
import { requireSession } from "../credentials/credential-store";
import { deleteThemeVersion } from "../shop/shop-api";
import type { Command } from "./command";
import { shopOption } from "./shop-option";

export const themeDelete: Command = {
  name: "theme delete",
  summary: "delete a version that is not live, to make room on the shop",
  usage: `vitrine theme delete --shop <url> <handle>@<version>

Deletes one published version and its files from the shop. A shop keeps at most
${THEME_QUOTAS.versionsPerShop} versions and ${THEME_QUOTAS.bytesPerShop / 1_000_000} MB of theme files; when a publish is refused for room, delete
versions you no longer need. The live version cannot be deleted: make another one live first
(vitrine theme rollback). vitrine theme list shows the versions.`,
  options: { shop: { type: "string" } },
  positionals: true,
  async run(args, io) {
    const shop = shopOption(args, io.env);
    const [text, ...extra] = args.positionals;
    const ref = parseThemeRef(text);
    if (ref === null || ref.version === null || extra.length > 0) {
      throw cliError(`Which version? Give one as <handle>@<version>, e.g. studio@3.`, {
        hint: `See the versions with: vitrine theme list --shop ${shop}`,
        exitCode: 2,
      });
    }
    const token = await requireSession(shop, io.env);
    await deleteThemeVersion(shop, token, { handle: ref.handle, version: ref.version });
    io.out(`✓ Deleted ${ref.handle}@${ref.version} from ${shop}.`);
  },
};
