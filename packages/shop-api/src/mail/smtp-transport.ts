import nodemailer from "nodemailer";
import type { MailTransport } from "./mail-transport";

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; nodemailer's connection URL. */
  url: string;
  /** The sender, e.g. `Vitrine <no-reply@shops.example>`. */
  from: string;
}

/**
 * Production mail through an SMTP server (nodemailer). The description names the server but
 * never its credentials.
 * @example createSmtpTransport({ url: "smtps://u:p@smtp.example:465", from: "no-reply@shops.example" }).description
 * // "SMTP smtp.example:465"
 */
export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport(settings.url);
  const server = new URL(settings.url);
  return {
    description: `SMTP ${server.hostname}${server.port ? `:${server.port}` : ""}`,
    async send(message) {
      await transporter.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
