import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface ShopSecrets {
  /** HS256 key of session tokens. */
  jwtSecret: Uint8Array;
}

const MIN_SECRET_LENGTH = 32;

/**
 * `VITRINE_JWT_SECRET` when set (at least 32 characters), else a random development secret kept
 * in `dataDir/jwt-secret` so sessions survive restarts.
 */
export async function loadSecrets(options: {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ShopSecrets> {
  const fromEnv = (options.env ?? process.env).VITRINE_JWT_SECRET;
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      throw new Error(`VITRINE_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return { jwtSecret: new TextEncoder().encode(fromEnv) };
  }
  const file = join(options.dataDir, "jwt-secret");
  try {
    return { jwtSecret: new Uint8Array(Buffer.from(await readFile(file, "utf8"), "base64url")) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(48);
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, secret.toString("base64url"), { mode: 0o600, flag: "wx" });
  return { jwtSecret: new Uint8Array(secret) };
}

/** A fresh random secret, for tests and one-off processes. */
export function generateSecrets(): ShopSecrets {
  return { jwtSecret: new Uint8Array(randomBytes(48)) };
}
