import type { Transporter } from "nodemailer";
import type { Mailer } from "./mailer";

/** Sends through SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for implicit TLS). */
export function createSmtpMailer(url: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not at start: most of the time no mail is due.
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        // A hanging mail server must not hold a request's background work for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(message) {
      await (await open()).sendMail({ from, ...message });
    },
    async close() {
      (await transport?.catch(() => null))?.close();
    },
  };
}
