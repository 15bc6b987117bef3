import type { ResumeData } from "@vitae/schema";
import { buildRegistration } from "../../src/test/accounts";

/** What the resume calls answer, as far as these tests read it. */
export interface ResumeReply {
  id: string;
  version: number;
  data: ResumeData;
}

/**
 * One signed-in browser talking to a spawned server over real HTTP. Each has its own
 * client address (X-Forwarded-For, with TRUST_PROXY=true), so signing up twenty people
 * stays within the per-address rate limit, as twenty people on twenty machines would.
 */
export class HttpSession {
  private constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string>,
  ) {}

  static async signUp(baseUrl: string, clientAddress: string): Promise<HttpSession> {
    const headers = { "x-forwarded-for": clientAddress };
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(buildRegistration()),
    });
    if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    return new HttpSession(baseUrl, { ...headers, cookie });
  }

  /** The raw answer; network failures reject, as `fetch` does. */
  request(method: string, path: string, body?: unknown, timeoutMs = 15_000): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? this.headers : { ...this.headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** The JSON of an answer that must have `status`. */
  async expectJson<T>(method: string, path: string, status: number, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    if (response.status !== status) throw new Error(`${method} ${path} answered ${response.status}, not ${status}: ${text}`);
    return JSON.parse(text) as T;
  }

  createResume(title: string): Promise<ResumeReply> {
    return this.expectJson<ResumeReply>("POST", "/api/resume", 201, { title, sample: true });
  }

  getResume(id: string): Promise<ResumeReply> {
    return this.expectJson<ResumeReply>("GET", `/api/resume/${id}`, 200);
  }

  /** Uploads a picture for the resume; answers the path it is served at (/api/storage/…). */
  async uploadPicture(resumeId: string, image: Buffer): Promise<string> {
    const form = new FormData();
    form.append("resumeId", resumeId);
    form.append("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "picture.png");
    const response = await fetch(`${this.baseUrl}/api/storage/image`, { method: "PUT", headers: this.headers, body: form });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`PUT /api/storage/image answered ${response.status}: ${text}`);
    return new URL((JSON.parse(text) as { data: string }).data).pathname;
  }
}
