import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailMessage, MailTransport } from "./mail-transport";

/** A shop id as a folder name: the platform's ids are already safe, anything else is refused. */
const SHOP_FOLDER = /^[a-z0-9_-]{1,100}$/i;

export interface OutboxEmail extends MailMessage {
  sentAt: string;
}

/**
 * The development outbox: each email is a JSON file under `{dir}/{shopId}/`, named so that names
 * sort by time. Nothing serves these files over HTTP: a developer (or the e2e suite) opens them
 * on the machine, where only the demo's owner can read them (mode 0600).
 * @example createOutboxTransport(".data/outbox").send(mail) // → .data/outbox/shop_demo/2026-11-24T10-00-00-000Z-9f2c.json
 */
export function createOutboxTransport(
  dir: string,
  clock: () => Date = () => new Date(),
): MailTransport {
  return {
    description: `development outbox: files in ${dir}`,
    async send(message) {
      if (!SHOP_FOLDER.test(message.shopId)) throw new Error("outbox: not a shop id");
      const sentAt = clock().toISOString();
      const folder = join(dir, message.shopId);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const name = `${sentAt.replaceAll(":", "-").replace(".", "-")}-${randomBytes(4).toString("hex")}.json`;
      const email: OutboxEmail = { ...message, sentAt };
      // Written aside and renamed into place: a reader polling the folder never sees half a file.
      const draft = join(folder, `${name}.partial`);
      await writeFile(draft, `${JSON.stringify(email, null, 2)}\n`, { mode: 0o600 });
      await rename(draft, join(folder, name));
    },
  };
}

/**
 * A shop's emails in the outbox, newest first: how a developer's script or the e2e suite reads
 * the reset links the demo sends.
 */
export async function readOutbox(dir: string, shopId: string): Promise<OutboxEmail[]> {
  if (!SHOP_FOLDER.test(shopId)) return [];
  const folder = join(dir, shopId);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse();
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(join(folder, name), "utf8")) as OutboxEmail,
    ),
  );
}
