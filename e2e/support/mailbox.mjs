// A real SMTP server that keeps every message it receives, plus a small HTTP API the
// specs read them from: GET /messages?to=ADDRESS → [{to, subject, text}] (newest last).
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text) {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The first text/plain part of a raw message, decoded. */
export function plainText(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body;
  for (const part of body.split(`--${boundary}`)) {
    const [partHead, ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    if (/content-type:\s*text\/plain/i.test(partHead)) {
      const text = partBody.join("\n\n");
      return /quoted-printable/i.test(partHead) ? decodeQuotedPrintable(text) : text;
    }
  }
  return body;
}

function decodeHeader(value) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding, data) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

export async function startMailbox({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
        for (const recipient of session.envelope.rcptTo) {
          messages.push({ to: recipient.address.toLowerCase(), subject: decodeHeader(subject), text: plainText(raw) });
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const to = url.searchParams.get("to")?.toLowerCase();
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(messages.filter((message) => !to || message.to === to)));
  });
  await new Promise((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  return { close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => http.close(r))]) };
}
