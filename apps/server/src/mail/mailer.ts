/** One mail, with a plain-text part for simple clients and an HTML part for the rest. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails go: an SMTP server, or the console when none is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
