import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as in non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const index = entity.search(/\r?\n\r?\n/);
  const head = index === -1 ? entity : entity.slice(0, index);
  const body = index === -1 ? "" : entity.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** A minimal MIME reader: enough for nodemailer's text + HTML alternatives. */
export function parseMail(raw: string, to: string[]): CaughtMail {
  const { headers, body } = splitEntity(raw);
  const mail: CaughtMail = { to, subject: decodeHeader(headers.get("subject") ?? ""), text: "", html: "", raw };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith("--"))
        .map((part) => splitEntity(part.replace(/^\r?\n/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers.get("content-type") ?? "text/plain";
    const content = decodeBody(part.headers, part.body).trim();
    if (type.startsWith("text/html")) mail.html = content;
    else if (type.startsWith("text/plain")) mail.text = content;
  }
  return mail;
}

/** The first link in a mail's text to `pathname`, e.g. "/auth/verify-email". */
export function linkIn(mail: CaughtMail, pathname: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === pathname);
  if (!match) throw new Error(`no link to ${pathname} in:\n${mail.text}`);
  return new URL(match);
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it receives. Plain SMTP without
 * STARTTLS or authentication, which is what `SMTP_URL=smtp://127.0.0.1:PORT` speaks.
 */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        this.mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Mails sent to `address` so far. */
  to(address: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  /** Waits for the `count`-th mail to `address` (mails go out in the background). */
  async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.to(address)[count - 1];
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
  }
}
