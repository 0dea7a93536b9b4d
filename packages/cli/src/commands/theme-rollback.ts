import type { ThemeLiveRequest, ThemeVersion } from "@vitrine/contract";
import { cliError } from "../cli-error";
import { requireSession } from "../credentials/credential-store";
import { listThemes, setLiveTheme } from "../shop/shop-api";
import { type Command, stringOption } from "./command";
import { shopOption } from "./shop-option";

/**
 * Which version `rollback` makes live: `--to <version>` of the live theme's handle, or
 * `--to <handle>@<version>`; without `--to`, the newest version published before the live one.
 *
 * @example
 * rollbackTarget([studio2 (live), studio1, minimal1], undefined) // → { handle: "studio", version: 1 }
 * rollbackTarget(versions, "minimal@1") // → { handle: "minimal", version: 1 }
 */
export function rollbackTarget(
  versions: readonly ThemeVersion[],
  to: string | undefined,
): ThemeLiveRequest {
  const live = versions.find((version) => version.live);
  if (to !== undefined) {
    const match = /^(?:([a-z0-9][a-z0-9-]*)@)?(\d+)$/.exec(to);
    const handle = match?.[1] ?? live?.handle;
    if (!match || handle === undefined) {
      throw cliError(`--to "${to}" is not a version: give a number, or <handle>@<number>.`);
    }
    const version = Number(match[2]);
    if (!versions.some((entry) => entry.handle === handle && entry.version === version)) {
      throw cliError(`The shop has no version ${handle}@${version}.`, {
        hint: "See the versions with: vitrine theme list --shop <url>",
      });
    }
    return { handle, version };
  }
  const earlier = versions.filter(
    (entry) => !entry.live && (!live || entry.publishedAt <= live.publishedAt),
  );
  const target = earlier[0];
  if (!target) throw cliError("There is no earlier version to roll back to.");
  return { handle: target.handle, version: target.version };
}

export const themeRollback: Command = {
  name: "theme rollback",
  summary: "make an earlier published version the live theme again",
  usage: `vitrine theme rollback --shop <url> [--to <version> | --to <handle>@<version>]

Without --to, the version published just before the live one becomes live again. The versions
stay on the shop; vitrine theme list shows them.`,
  options: { shop: { type: "string" }, to: { type: "string" } },
  async run(args, io) {
    const shop = shopOption(args, io.env);
    const token = await requireSession(shop, io.env);
    const target = rollbackTarget(await listThemes(shop, token), stringOption(args, "to"));
    const live = await setLiveTheme(shop, token, target);
    io.out(`✓ ${live.handle}@${live.version} is the live theme of ${shop} again.`);
  },
};
