import { randomBytes } from "node:crypto";
import type { ResumeData } from "@vitae/schema";
import type { BuiltAppServer } from "./built-app-server";

async function failure(response: Response, what: string): Promise<Error> {
  let message = response.statusText;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string") message = body.message;
  } catch {
    // not JSON: the status text says enough
  }
  return new Error(`${what} failed (${response.status}): ${message}`);
}

/**
 * Prints resume data through a running Vitae server's own API, as the builder's download
 * does: a throw-away account, the resume imported into it, then its PDF. The server is
 * one that `startBuiltAppServer` made for this print alone.
 */
export async function printResume(server: BuiltAppServer, data: ResumeData): Promise<Uint8Array> {
  const call = (path: string, init: RequestInit = {}, cookie = "") =>
    fetch(new URL(path, server.origin), {
      ...init,
      headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    });

  const account = {
    name: "Vitae Render",
    username: "vitae-render",
    email: "render@vitae.example",
    password: randomBytes(18).toString("base64url"),
    locale: "en-US",
  };
  const registered = await call("/api/auth/register", { method: "POST", body: JSON.stringify(account) });
  if (!registered.ok) throw await failure(registered, "Signing in to the render server");
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

  const created = await call("/api/resume/import", { method: "POST", body: JSON.stringify({ data, title: "Render" }) }, cookie);
  if (!created.ok) throw await failure(created, "Handing the resume to the server");
  const { id } = (await created.json()) as { id: string };

  const printed = await call(`/api/resume/print/${encodeURIComponent(id)}`, {}, cookie);
  if (!printed.ok) throw await failure(printed, "Printing");
  const { url } = (await printed.json()) as { url: string };
  // The answer is relative to the server's origin (older servers answered an absolute
  // address on their public URL); either way, fetch its path from the loopback origin.
  const target = new URL(url, server.origin);
  const file = await call(`${target.pathname}${target.search}`, {}, cookie);
  if (!file.ok) throw await failure(file, "Downloading the PDF");
  return new Uint8Array(await file.arrayBuffer());
}
