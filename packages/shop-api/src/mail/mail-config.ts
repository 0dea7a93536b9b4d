import { join } from "node:path";

export type MailConfig =
  | { kind: "smtp"; url: string; from: string }
  | { kind: "outbox"; dir: string };

/**
 * Where mail goes, from the environment, decided once at start:
 * - `VITRINE_SMTP_URL` (`smtp://` or `smtps://`) and `VITRINE_MAIL_FROM`: SMTP.
 * - otherwise, in development only, the outbox folder `{dataDir}/outbox`.
 *
 * Production is `NODE_ENV=production`, or a `DATABASE_URL` without `VITRINE_DEV=1`: there a
 * missing SMTP setting stops the start with a readable error, so reset links never pile up
 * unsent in a folder on a server.
 *
 * @example mailConfig({ VITRINE_SMTP_URL: "smtps://u:p@smtp.example", VITRINE_MAIL_FROM: "a@b.c" }, ".data")
 * // { kind: "smtp", url: "smtps://u:p@smtp.example", from: "a@b.c" }
 * @example mailConfig({}, ".data") // { kind: "outbox", dir: ".data/outbox" }
 * @example mailConfig({ NODE_ENV: "production" }, ".data") // throws: set VITRINE_SMTP_URL …
 */
export function mailConfig(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const url = env.VITRINE_SMTP_URL?.trim();
  const from = env.VITRINE_MAIL_FROM?.trim();
  if (url) {
    let protocol: string;
    try {
      protocol = new URL(url).protocol;
    } catch {
      throw new Error(
        "VITRINE_SMTP_URL must be a URL such as smtps://user:password@smtp.example:465",
      );
    }
    if (protocol !== "smtp:" && protocol !== "smtps:") {
      throw new Error("VITRINE_SMTP_URL must start with smtp:// or smtps://");
    }
    if (!from)
      throw new Error("VITRINE_MAIL_FROM must name the sender when VITRINE_SMTP_URL is set");
    return { kind: "smtp", url, from };
  }
  if (isProduction(env)) {
    throw new Error(
      "No mail transport: set VITRINE_SMTP_URL and VITRINE_MAIL_FROM. Production " +
        "(NODE_ENV=production, or DATABASE_URL without VITRINE_DEV=1) never writes mail to a local outbox.",
    );
  }
  return { kind: "outbox", dir: join(dataDir, "outbox") };
}

/** Production unless the environment says development: a real database counts as production. */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV === "production") return true;
  return Boolean(env.DATABASE_URL) && env.VITRINE_DEV !== "1";
}
