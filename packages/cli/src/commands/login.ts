import { cliError } from "../cli-error";
import { saveSession } from "../credentials/credential-store";
import { creatorLogin } from "../shop/shop-api";
import { type Command, stringOption } from "./command";
import { shopOption } from "./shop-option";

export const login: Command = {
  name: "login",
  summary: "log in as a shop's creator and keep the session for the other commands",
  usage: `vitrine login --shop <url> [--email <email>] [--password-stdin]

Asks for the creator's email and password (or reads the password from standard input with
--password-stdin, for scripts), logs in to the shop, and keeps the session in your config folder
(~/.config/vitrine/sessions.json, readable by you alone). VITRINE_TOKEN, when set, is used instead
by every command. Only the shop's creator may publish, list, roll back or preview.`,
  options: {
    shop: { type: "string" },
    email: { type: "string" },
    "password-stdin": { type: "boolean" },
  },
  async run(args, io) {
    const shop = shopOption(args, io.env);
    const email = stringOption(args, "email") ?? (await io.prompt("Creator email: ")).trim();
    const password = args.values["password-stdin"]
      ? (await io.readStdin()).replace(/\r?\n$/, "")
      : await io.prompt("Password: ", { secret: true });
    if (email === "" || password === "") throw cliError("An email and a password are needed.");
    const token = await creatorLogin(shop, email, password);
    const file = await saveSession(
      shop,
      { token, email, savedAt: new Date().toISOString() },
      io.env,
    );
    io.out(`✓ Logged in to ${shop} as ${email} (session kept in ${file}).`);
  },
};
