import nodemailer from "nodemailer";
import type { Mailer } from "./mailer";

/** Sends through SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for implicit TLS). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    // A hanging mail server must not hold a request's background work for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
