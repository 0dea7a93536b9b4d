import { mailConfig } from "./mail-config";
import type { MailTransport } from "./mail-transport";
import { createOutboxTransport } from "./outbox-transport";
import { createSmtpTransport } from "./smtp-transport";

/**
 * The transport the environment asks for (`mailConfig`); throws, with what to set, where
 * production has none.
 */
export function openMailTransport(env: NodeJS.ProcessEnv, dataDir: string): MailTransport {
  const config = mailConfig(env, dataDir);
  return config.kind === "smtp" ? createSmtpTransport(config) : createOutboxTransport(config.dir);
}
