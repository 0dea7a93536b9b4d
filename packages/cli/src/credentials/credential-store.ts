import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { cliError } from "../cli-error";

/** A creator session for one shop, as `vitrine login` stores it. */
export interface StoredSession {
  token: string;
  email: string;
  savedAt: string;
}

type SessionsByShop = Record<string, StoredSession>;

/**
 * The user's config folder for Vitrine: `VITRINE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/vitrine`,
 * else `%APPDATA%\vitrine` on Windows, else `~/.config/vitrine`.
 *
 * @example
 * configDir({ XDG_CONFIG_HOME: "/home/ada/.config" }) // "/home/ada/.config/vitrine"
 */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.VITRINE_CONFIG_DIR) return env.VITRINE_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, "vitrine");
  if (process.platform === "win32" && env.APPDATA) return join(env.APPDATA, "vitrine");
  return join(homedir(), ".config", "vitrine");
}

function sessionsFile(env: NodeJS.ProcessEnv): string {
  return join(configDir(env), "sessions.json");
}

async function readSessions(env: NodeJS.ProcessEnv): Promise<SessionsByShop> {
  try {
    const parsed: unknown = JSON.parse(await readFile(sessionsFile(env), "utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as SessionsByShop) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps a shop's session in the config folder, readable by the user alone (0600): the file holds
 * tokens that can publish to the shop. Written to a temporary file first, so a crash never leaves
 * half a file.
 */
export async function saveSession(
  shop: string,
  session: StoredSession,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const file = sessionsFile(env);
  const sessions = { ...(await readSessions(env)), [shop]: session };
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(sessions, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return file;
}

/**
 * The token to call a shop with: `VITRINE_TOKEN` when set (CI, scripts), else the session
 * `vitrine login` stored for that shop, else `null`.
 */
export async function sessionToken(
  shop: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  if (env.VITRINE_TOKEN) return env.VITRINE_TOKEN;
  return (await readSessions(env))[shop]?.token ?? null;
}

/** The shop's creator session, or a readable refusal before any call is made. */
export async function requireSession(shop: string, env: NodeJS.ProcessEnv): Promise<string> {
  const token = await sessionToken(shop, env);
  if (token) return token;
  throw cliError(`You are not logged in to ${shop}.`, {
    hint: `Run: vitrine login --shop ${shop}   (or set VITRINE_TOKEN)`,
  });
}
