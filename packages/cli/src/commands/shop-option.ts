import { cliError } from "../cli-error";
import { shopOrigin } from "../shop/shop-url";
import { type CommandArgs, stringOption } from "./command";

/** `--shop <url>`, else `VITRINE_SHOP`, else the given default, as an origin. */
export function shopOption(args: CommandArgs, env: NodeJS.ProcessEnv, fallback?: string): string {
  const given = stringOption(args, "shop") ?? env.VITRINE_SHOP ?? fallback;
  if (given === undefined) {
    throw cliError("Which shop? Pass --shop <url>, e.g. --shop http://demo.localhost:3000");
  }
  return shopOrigin(given);
}
