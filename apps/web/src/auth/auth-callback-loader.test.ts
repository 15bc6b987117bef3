// @vitest-environment node
// The authenticated branch fetches the user for real, from a server on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configureApiClient } from "@/api/client";
import { createQueryClient } from "@/api/query-client";
import { userQueryKey } from "@/api/user-query";
import { type TestServer, sendError, sendJson, startTestServer } from "@/test/test-server";
import { ada, adaJson } from "@/test/user-fixture";
import { authCallbackLoader } from "./auth-callback-loader";

let signedIn = false;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === "/api/user/me" && signedIn) return sendJson(res, 200, adaJson);
    return sendError(res, 401, "Unauthorized");
  });
  configureApiClient({ baseUrl: server.baseUrl, onSessionExpired: () => {} });
});
afterAll(() => server.close());
beforeEach(() => {
  signedIn = false;
});

async function land(query: string) {
  const queryClient = createQueryClient();
  const request = new Request(`http://localhost/auth/callback${query}`);
  const outcome = await authCallbackLoader(queryClient)({ request }).catch((thrown: unknown) => thrown);
  if (!(outcome instanceof Response)) throw new Error("expected a redirect");
  return { to: outcome.headers.get("Location"), cached: queryClient.getQueryData(userQueryKey) };
}

describe("authCallbackLoader", () => {
  it("stores the user and goes to the dashboard when authenticated", async () => {
    signedIn = true;
    await expect(land("?status=authenticated")).resolves.toEqual({ to: "/dashboard", cached: ada });
  });

  it("goes to login when the server knows no user", async () => {
    await expect(land("?status=authenticated")).resolves.toEqual({ to: "/auth/login", cached: null });
  });

  it("goes to verify-otp for 2fa_required without asking the server", async () => {
    signedIn = true;
    await expect(land("?status=2fa_required")).resolves.toMatchObject({ to: "/auth/verify-otp", cached: undefined });
  });

  it.each(["", "?status=", "?status=admin"])("goes to login for the invalid status %j", async (query) => {
    await expect(land(query)).resolves.toMatchObject({ to: "/auth/login" });
  });
});
