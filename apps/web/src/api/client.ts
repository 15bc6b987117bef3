import { apiBase } from "@vitae/schema";
import { ApiError, toApiError } from "./api-error";
import { refreshOncePerBrowser } from "./shared-refresh";

export { ApiError } from "./api-error";

type ClientConfig = {
  /** Prefix of every call; tests point it at a real server on 127.0.0.1. */
  baseUrl: string;
  /** Runs once when a refresh fails: the app clears the user and goes to /auth/login. */
  onSessionExpired: () => void;
};

const config: ClientConfig = { baseUrl: apiBase, onSessionExpired: () => {} };

export function configureApiClient(options: Partial<ClientConfig>): void {
  Object.assign(config, options);
}

export type ApiRequestOptions = Omit<RequestInit, "body" | "credentials"> & {
  /** JSON-serialisable value, or FormData for uploads (sent as-is). */
  body?: unknown;
  /** Set false to skip the refresh-and-retry on 401/403 for this call. */
  refresh?: boolean;
  /**
   * Set false when a failed refresh must not end the session in the UI, e.g. the
   * GET /user/me that decides whether anyone is signed in: it answers "nobody" instead.
   */
  redirectOnExpiry?: boolean;
};

/*
 * These endpoints present credentials rather than a session, so a 401 from them means
 * "wrong credentials", not "expired session"; refreshing would only hide the real error
 * (and refreshing the refresh call would loop). Session-bound /auth calls such as
 * PATCH /auth/password or /auth/2fa/setup are deliberately not listed.
 */
const credentialPaths = new Set([
  "/auth/login",
  "/auth/register",
  "/auth/refresh",
  "/auth/logout",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/2fa/verify",
  "/auth/2fa/backup",
  "/auth/providers",
  "/auth/email-change/cancel",
]);

// One refresh at a time: concurrent 401s share it, since refresh tokens rotate and a
// second parallel refresh would present an already-used token; other tabs share it
// through `refreshOncePerBrowser`.
let refreshInFlight: Promise<boolean> | null = null;
// Bumped on every successful refresh, so a call that was sent before a refresh finished
// can simply retry instead of starting another refresh.
let sessionGeneration = 0;

function refreshSession(seenGeneration: number): Promise<boolean> {
  if (seenGeneration !== sessionGeneration) return Promise.resolve(true);
  refreshInFlight ??= refreshOncePerBrowser(() =>
    fetch(`${config.baseUrl}/auth/refresh`, { method: "POST", credentials: "include" })
      .then((response) => response.ok)
      .catch(() => false),
  )
    .then((ok) => {
      if (ok) sessionGeneration += 1;
      return ok;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const { body, refresh: _refresh, redirectOnExpiry: _redirect, headers, ...init } = options;
  const finalHeaders = new Headers(headers);
  finalHeaders.set("Accept", "application/json");
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    finalHeaders.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  return fetch(`${config.baseUrl}${path}`, {
    ...init,
    headers: finalHeaders,
    credentials: "include",
    ...(payload === undefined ? {} : { body: payload }),
  }).catch((error: unknown) => {
    throw new ApiError(0, "NetworkError", error instanceof Error ? error.message : String(error));
  });
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get("Content-Type") ?? "";
  return (type.includes("json") ? JSON.parse(text) : text) as T;
}

const isAuthFailure = (status: number) => status === 401 || status === 403;

/*
 * A 401/403 is about the session when the server says so (Unauthorized/Forbidden) or
 * sends no code of ours at all (e.g. a proxy). A product code such as InvalidCredentials
 * (wrong current password) or InvalidTwoFactorCode is a verdict on what was sent:
 * refreshing and resending would only repeat it, and spend a rate-limited attempt.
 */
const sessionCodes = new Set(["Unauthorized", "Forbidden"]);

/** Reads a failed answer once: the error to throw, and whether it is about the session. */
async function readFailure(response: Response): Promise<{ error: ApiError; sessionFailure: boolean }> {
  const text = await response.text().catch(() => "");
  const { status, statusText, headers } = response;
  const error = await toApiError(new Response(text, { status, statusText, headers }));
  let code: unknown;
  try {
    const body: unknown = JSON.parse(text);
    code = body && typeof body === "object" && "code" in body ? body.code : undefined;
  } catch {
    code = undefined;
  }
  return { error, sessionFailure: typeof code !== "string" || sessionCodes.has(code) };
}

/**
 * Calls the API under the configured base with the session cookies. Resolves with the
 * parsed body; rejects with an ApiError. A 401/403 from an expired session triggers one
 * shared session refresh and one retry; when the refresh fails the app-level
 * session-expired handler runs.
 */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const pathname = path.split("?")[0] ?? path;
  const canRefresh = options.refresh !== false && !credentialPaths.has(pathname);
  const generation = sessionGeneration;

  let response = await send(path, options);
  if (isAuthFailure(response.status) && canRefresh) {
    const { error, sessionFailure } = await readFailure(response);
    if (!sessionFailure) throw error;
    if (!(await refreshSession(generation))) {
      if (options.redirectOnExpiry !== false) config.onSessionExpired();
      throw error;
    }
    response = await send(path, options);
  }
  if (!response.ok) throw await toApiError(response);
  return parseBody<T>(response);
}

type Options = Omit<ApiRequestOptions, "method" | "body">;
type DeleteOptions = Omit<ApiRequestOptions, "method">;

export const api = {
  get: <T>(path: string, options?: Options) => apiFetch<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiFetch<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiFetch<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiFetch<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: DeleteOptions) => apiFetch<T>(path, { ...options, method: "DELETE" }),
};
