import { randomBytes } from "node:crypto";
import type { ResumeData } from "@vitae/schema";
import type { BuiltAppServer } from "./built-app-server";

export async function failure(response: Response, what: string): Promise<Error> {
  let message = response.statusText;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string") message = body.message;
  } catch {
    // not JSON: the status text says enough
  }
  return new Error(`${what} failed (${response.status}): ${message}`);
}

/** A resume imported into a throw-away account of a running server, and a way to call the API as that account. */
export interface ServerResume {
  id: string;
  call: (path: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Hands resume data to a running Vitae server as the builder would: a throw-away account
 * (its locale `locale`: the language of the template's words and of the check), the resume
 * imported into it. The server is one that `startBuiltAppServer` made for this job alone.
 */
export async function importIntoServer(server: BuiltAppServer, data: ResumeData, locale = "en-US"): Promise<ServerResume> {
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
    locale,
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
  return { id, call: (path, init) => call(path, init, cookie) };
}
