import { expect } from "@playwright/test";
import { e2ePorts } from "./ports.mjs";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the `count`-th mail to `to` and returns it. */
export async function waitForMail(to: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${e2ePorts.mailbox}/messages?to=${encodeURIComponent(to)}`);
        mails = (await response.json()) as Mail[];
        return mails.length;
      },
      { timeout: 15_000, message: `mail #${count} to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1] as Mail;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}[^\\s<>"]+`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
