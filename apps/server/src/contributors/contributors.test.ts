import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { closedPortUrl, githubContributorsBody, UpstreamStandIn } from "../test/contributors-stand-in";

let upstream: UpstreamStandIn;
let online: TestApp;
let offline: TestApp;

beforeAll(async () => {
  upstream = await new UpstreamStandIn().start();
  upstream.reply("/repos/vitae/contributors", { body: githubContributorsBody(["ada", "renovate[bot]", "grace"]) });
  upstream.reply("/projects/1/members", {
    body: JSON.stringify({ data: [{ data: { username: "anna", fullName: "Anna", avatarUrl: null } }] }),
  });
  online = await createTestApp({
    env: {
      CONTRIBUTORS_GITHUB_URL: upstream.url("/repos/vitae/contributors?per_page=100"),
      CONTRIBUTORS_CROWDIN_URL: upstream.url("/projects/1/members"),
      CROWDIN_TOKEN: "crowdin-token",
    },
  });
  offline = await createTestApp({
    env: { CONTRIBUTORS_GITHUB_URL: await closedPortUrl("/contributors"), CROWDIN_TOKEN: "" },
  });
});

afterAll(async () => {
  await online?.close();
  await offline?.close();
  await upstream?.close();
});

describe("GET /api/contributors/github", () => {
  it("lists GitHub's contributors without bots, fetched once a day", async () => {
    const first = await online.app.inject({ url: "/api/contributors/github" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    const body = first.json<{ name: string; url: string; avatar: string }[]>();
    expect(body.map((contributor) => contributor.name)).toEqual(["ada", "grace"]);
    expect(body[0]?.avatar).toMatch(/^\/api\/image-proxy\?url=https%3A%2F%2Favatars\.githubusercontent\.com/);
    const second = await online.app.inject({ url: "/api/contributors/github" });
    expect(second.json()).toEqual(body);
    expect(upstream.count("/repos/vitae/contributors")).toBe(1);
    expect(upstream.requests[0]?.path).toBe("/repos/vitae/contributors?per_page=100");
  });

  it("answers an empty list, not an error, when GitHub cannot be reached", async () => {
    const started = performance.now();
    const response = await offline.app.inject({ url: "/api/contributors/github" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("GET /api/contributors/crowdin", () => {
  it("lists the translation project's members, asking with the token", async () => {
    const response = await online.app.inject({ url: "/api/contributors/crowdin" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ name: "Anna", url: "https://crowdin.com/profile/anna", avatar: "" }]);
    const request = upstream.requests.find((entry) => entry.path === "/projects/1/members");
    expect(request?.headers.authorization).toBe("Bearer crowdin-token");
  });

  it("answers an empty list without asking Crowdin when no token is set", async () => {
    const response = await offline.app.inject({ url: "/api/contributors/crowdin" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
