/** One email the platform sends (a password-reset link, for now), always plain text. */
export interface MailMessage {
  /** The shop the email is sent for: its name signs it, its folder holds it in the outbox. */
  shopId: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * The mail port: every email leaves through one of these. SMTP in production
 * (`createSmtpTransport`), files under the data folder in development (`createOutboxTransport`).
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up banner; never holds a password. */
  readonly description: string;
}
