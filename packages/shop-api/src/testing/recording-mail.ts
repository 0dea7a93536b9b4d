import type { MailMessage, MailTransport } from "../mail/mail-transport";

/** A mail transport for tests that keeps what it was given, newest last. */
export function createRecordingMail(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    description: "recorded in memory (tests)",
    async send(message) {
      sent.push(message);
    },
  };
}
