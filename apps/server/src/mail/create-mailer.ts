import type { Env } from "../env";
import { createConsoleMailer } from "./console-mailer";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-mailer";

export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createConsoleMailer(env.MAIL_FROM);
}
