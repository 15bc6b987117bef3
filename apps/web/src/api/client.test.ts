// @vitest-environment node
// Real HTTP on 127.0.0.1 with Node's fetch: no mocks between the client and the wire.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type TestServer, sendError, sendJson, startTestServer } from "@/test/test-server";
import { ada as user, adaJson } from "@/test/user-fixture";
import { ApiError, api, configureApiClient } from "./client";
import { expireSession } from "./expire-session";
import { createQueryClient } from "./query-client";
import { fetchCurrentUser, userQueryKey } from "./user-query";

// What the fake API remembers between requests.
const state = {
  sessionValid: false,
  refreshSucceeds: true,
  refreshCalls: 0,
  hits: new Map<string, number>(),
  userBody: adaJson as unknown,
  meForbidden: false,
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(async (req, res, body) => {
    const path = req.url ?? "";
    state.hits.set(path, (state.hits.get(path) ?? 0) + 1);
    if (path === "/api/auth/refresh") {
      state.refreshCalls += 1;
      // Slow enough that concurrent callers overlap with the refresh in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!state.refreshSucceeds) return sendError(res, 401, "Unauthorized");
      state.sessionValid = true;
      return sendJson(res, 200, { status: "refreshed" });
    }
    if (path === "/api/auth/login") return sendError(res, 401, "InvalidCredentials", "Wrong password");
    if (path === "/api/always-401") return sendError(res, 401, "Unauthorized");
    if (path === "/api/auth/2fa/enable") return sendError(res, 401, "InvalidTwoFactorCode");
    if (path === "/api/forbidden") return state.sessionValid ? sendJson(res, 200, "ok") : sendError(res, 403, "Forbidden");
    if (path === "/api/locked") {
      res.writeHead(400, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          statusCode: 400,
          code: "ResumeLocked",
          message: "locked",
          issues: [{ path: ["title"], message: "Required" }],
        }),
      );
    }
    if (path === "/api/echo") {
      return sendJson(res, 200, { method: req.method, type: req.headers["content-type"], body: JSON.parse(body) });
    }
    if (path === "/api/empty") {
      res.writeHead(204);
      return res.end();
    }
    if (path === "/api/user/me" && state.meForbidden) return sendError(res, 403, "Forbidden");
    if (!state.sessionValid) return sendError(res, 401, "Unauthorized");
    if (path === "/api/user/me") return sendJson(res, 200, state.userBody);
    if (path.startsWith("/api/resume")) return sendJson(res, 200, [{ id: "r1" }]);
    return sendError(res, 404, "NotFound");
  });
});

afterAll(() => server.close());

let queryClient = createQueryClient();
const navigate = vi.fn();

beforeEach(() => {
  Object.assign(state, { sessionValid: false, refreshSucceeds: true, refreshCalls: 0, hits: new Map(), userBody: adaJson, meForbidden: false });
  queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  navigate.mockReset();
  configureApiClient({ baseUrl: server.baseUrl, onSessionExpired: expireSession(queryClient, navigate) });
});

describe("apiFetch", () => {
  it("sends JSON and parses JSON", async () => {
    await expect(api.post("/echo", { a: 1 })).resolves.toEqual({
      method: "POST",
      type: "application/json",
      body: { a: 1 },
    });
    await expect(api.delete("/empty")).resolves.toBeUndefined();
  });

  it("throws ApiError with the server's status, code, message and issues", async () => {
    const error = await api.get("/locked").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "ResumeLocked",
      message: "locked",
      issues: [{ path: ["title"], message: "Required" }],
    });
    expect(state.refreshCalls).toBe(0);
  });

  it("refreshes the session once on 401 and retries the call", async () => {
    await expect(api.get("/resume")).resolves.toEqual([{ id: "r1" }]);
    expect(state.refreshCalls).toBe(1);
    expect(state.hits.get("/api/resume")).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("treats 403 like 401", async () => {
    await expect(api.get("/forbidden")).resolves.toBe("ok");
    expect(state.refreshCalls).toBe(1);
  });

  it("shares one in-flight refresh between concurrent callers", async () => {
    const results = await Promise.all([api.get("/resume?a"), api.get("/resume?b"), api.get("/user/me"), api.get("/resume?c")]);
    expect(results).toEqual([[{ id: "r1" }], [{ id: "r1" }], adaJson, [{ id: "r1" }]]);
    expect(state.refreshCalls).toBe(1);
  });

  it("retries at most once when the retried call is still refused", async () => {
    const error = await api.get("/always-401").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(state.refreshCalls).toBe(1);
    expect(state.hits.get("/api/always-401")).toBe(2);
  });

  it("on a failed refresh clears the cached user and goes to /auth/login", async () => {
    state.refreshSucceeds = false;
    const error = await api.get("/resume").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(state.hits.get("/api/resume")).toBe(1);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/auth/login");
  });

  it("does not refresh for credential endpoints such as /auth/login", async () => {
    const error = await api.post("/auth/login", { identifier: "ada", password: "x" }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: "InvalidCredentials", message: "Wrong password" });
    expect(state.refreshCalls).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("does not refresh or resend when a 401 carries a product verdict such as InvalidTwoFactorCode", async () => {
    const error = await api.post("/auth/2fa/enable", { code: "000000" }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: "InvalidTwoFactorCode" });
    expect(state.refreshCalls).toBe(0);
    expect(state.hits.get("/api/auth/2fa/enable")).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("reports an unreachable server as ApiError with status 0", async () => {
    configureApiClient({ baseUrl: "http://127.0.0.1:1/api" });
    await expect(api.get("/resume", { refresh: false })).rejects.toMatchObject({ status: 0, code: "NetworkError" });
  });
});

describe("fetchCurrentUser", () => {
  it("answers null for an anonymous visitor without navigating", async () => {
    state.refreshSucceeds = false;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(state.refreshCalls).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("returns the user once a refresh revives the session", async () => {
    await expect(fetchCurrentUser()).resolves.toEqual(user);
  });

  it("parses the body with the schema, so the JSON date strings become Dates", async () => {
    state.sessionValid = true;
    const current = await fetchCurrentUser();
    expect(current?.createdAt).toBeInstanceOf(Date);
    expect(current?.createdAt.toISOString()).toBe(adaJson.createdAt);
    expect(current?.updatedAt).toEqual(user.updatedAt);
  });

  it("fills the schema's defaults for fields the body leaves out", async () => {
    state.sessionValid = true;
    const { locale: _locale, provider: _provider, ...partial } = adaJson;
    state.userBody = partial;
    await expect(fetchCurrentUser()).resolves.toMatchObject({ locale: "en-US", provider: "email" });
  });

  it("rejects a body that is not a user", async () => {
    state.sessionValid = true;
    state.userBody = { id: "u1", name: "Ada Lovelace" };
    await expect(fetchCurrentUser()).rejects.toThrow();
  });

  it("answers null for a 403 as well", async () => {
    state.refreshSucceeds = false;
    state.meForbidden = true;
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });
});
