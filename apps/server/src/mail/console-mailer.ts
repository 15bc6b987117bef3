import type { Mailer } from "./mailer";

/**
 * Without SMTP_URL a self-hosted instance still works: mails are printed, links and
 * all, so the operator can copy a verification or reset link from the log.
 */
export function createConsoleMailer(
  from: string,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Mailer {
  return {
    async send(message) {
      write(
        [
          "----- mail (SMTP_URL is not set, so it is printed here) -----",
          `From: ${from}`,
          `To: ${message.to}`,
          `Subject: ${message.subject}`,
          "",
          message.text,
          "----- end of mail -----",
          "",
        ].join("\n"),
      );
    },
    async close() {},
  };
}
