import type { MailMessage } from "./mailer";
import { catalogueFor } from "./mail-catalogue";

export interface MailRecipient {
  name: string;
  email: string;
  locale: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const buttonStyle =
  "display: inline-block; padding: 8px 16px; background: #18181b; color: #fff; text-decoration: none; border-radius: 4px";

function compose(
  to: MailRecipient,
  subject: string,
  greeting: string,
  paragraphs: { before: string[]; after: string[] },
  button: { action: string; link: string } | null,
  signature: string,
): MailMessage {
  const text = [
    greeting,
    "",
    ...paragraphs.before,
    ...(button ? ["", button.link] : []),
    "",
    ...paragraphs.after,
    "",
    signature,
  ].join("\n");
  const html = [
    "<!doctype html>",
    `<html><body style="font-family: sans-serif; line-height: 1.5; color: #18181b">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.before.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(button
      ? [
          `<p><a href="${escapeHtml(button.link)}" style="${buttonStyle}">${escapeHtml(button.action)}</a></p>`,
          `<p style="font-size: 12px; color: #52525b">${escapeHtml(button.link)}</p>`,
        ]
      : []),
    ...paragraphs.after.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: to.email, subject, text, html };
}

/** The mail with the link to /auth/verify-email?token=…, in the user's language. */
export function verificationMail(to: MailRecipient, link: string): MailMessage {
  const catalogue = catalogueFor(to.locale);
  const wording = catalogue.verifyEmail;
  return compose(
    to,
    wording.subject,
    catalogue.greeting.replace("{name}", to.name),
    { before: [wording.intro], after: [wording.ignore] },
    { action: wording.action, link },
    catalogue.signature,
  );
}

/** The mail with the link to /auth/reset-password?token=…, in the user's language. */
export function resetPasswordMail(to: MailRecipient, link: string): MailMessage {
  const catalogue = catalogueFor(to.locale);
  const wording = catalogue.resetPassword;
  return compose(
    to,
    wording.subject,
    catalogue.greeting.replace("{name}", to.name),
    { before: [wording.intro], after: [wording.expiry, wording.ignore] },
    { action: wording.action, link },
    catalogue.signature,
  );
}

/**
 * To the address an email change replaces: which address it goes to, and the link to
 * /auth/cancel-email-change?token=… that undoes it.
 */
export function emailChangeNoticeMail(to: MailRecipient, newEmail: string, link: string): MailMessage {
  const catalogue = catalogueFor(to.locale);
  const wording = catalogue.emailChangeNotice;
  return compose(
    to,
    wording.subject,
    catalogue.greeting.replace("{name}", to.name),
    { before: [wording.intro.replace("{email}", newEmail)], after: [wording.expiry, wording.ignore] },
    { action: wording.action, link },
    catalogue.signature,
  );
}

/** The code that confirms an email change for an account without a password, to its current address. */
export function emailChangeCodeMail(to: MailRecipient, newEmail: string, code: string): MailMessage {
  const catalogue = catalogueFor(to.locale);
  const wording = catalogue.emailChangeCode;
  return compose(
    to,
    wording.subject,
    catalogue.greeting.replace("{name}", to.name),
    { before: [wording.intro.replace("{email}", newEmail).replace("{code}", code)], after: [wording.expiry, wording.ignore] },
    null,
    catalogue.signature,
  );
}
