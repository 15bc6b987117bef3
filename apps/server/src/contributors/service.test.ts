import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presentCrowdinMembers, presentGithubContributors } from "./present";
import { ContributorSource, type ContributorSourceOptions } from "./service";
import { closedPortUrl, githubContributorsBody, UpstreamStandIn } from "../test/contributors-stand-in";

let upstream: UpstreamStandIn;

beforeAll(async () => {
  upstream = await new UpstreamStandIn().start();
});

afterAll(async () => {
  await upstream.close();
});

const source = (path: string, options: Partial<ContributorSourceOptions> = {}) =>
  new ContributorSource({ name: "github", url: upstream.url(path), present: presentGithubContributors, ...options });

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe("ContributorSource", () => {
  it("fetches and presents the upstream's list", async () => {
    upstream.reply("/ok", { body: githubContributorsBody(["ada", "dependabot[bot]", "grace"]) });
    const contributors = await source("/ok").list();
    expect(contributors.map((contributor) => contributor.name)).toEqual(["ada", "grace"]);
    expect(contributors[0]).toEqual({
      name: "ada",
      url: "https://github.com/ada",
      avatar: `/api/image-proxy?url=${encodeURIComponent("https://avatars.githubusercontent.com/u/3?v=4&s=64")}`,
    });
  });

  it("answers an empty list within about 3 s when the upstream is slower", async () => {
    upstream.reply("/slow", { body: githubContributorsBody(["ada"]), delayMs: 4_500 });
    const { value, ms } = await timed(() => source("/slow").list());
    expect(value).toEqual([]);
    expect(ms).toBeGreaterThan(2_900);
    expect(ms).toBeLessThan(3_800);
  });

  it("answers an empty list when the upstream fails, sends broken JSON or is unreachable", async () => {
    upstream.reply("/error", { status: 500, body: '{"message":"boom"}' });
    upstream.reply("/broken", { body: '[{"login": "ada",' });
    upstream.reply("/odd", { body: '{"message":"Not Found"}' });
    expect(await source("/error").list()).toEqual([]);
    expect(await source("/broken").list()).toEqual([]);
    expect(await source("/odd").list()).toEqual([]);
    const { value, ms } = await timed(async () => source("", { url: await closedPortUrl() }).list());
    expect(value).toEqual([]);
    expect(ms).toBeLessThan(1_000);
  });

  it("keeps the list for 24 hours and shares a fetch between concurrent requests", async () => {
    upstream.reply("/cached", { body: githubContributorsBody(["ada"]), delayMs: 50 });
    let now = 0;
    const cached = source("/cached", { now: () => now });
    const [first, second] = await Promise.all([cached.list(), cached.list()]);
    expect(second).toBe(first);
    now += 23 * 60 * 60 * 1000;
    expect(await cached.list()).toEqual(first);
    expect(upstream.count("/cached")).toBe(1);
    now += 2 * 60 * 60 * 1000;
    await cached.list();
    expect(upstream.count("/cached")).toBe(2);
  });

  it("keeps the last good list through a failure and asks again after a few minutes", async () => {
    upstream.reply("/flaky", { body: githubContributorsBody(["ada"]) });
    let now = 0;
    const flaky = source("/flaky", { now: () => now });
    expect(await flaky.list()).toHaveLength(1);
    upstream.reply("/flaky", { status: 502, body: "" });
    now += 25 * 60 * 60 * 1000;
    expect(await flaky.list()).toHaveLength(1);
    expect(await flaky.list()).toHaveLength(1);
    expect(upstream.count("/flaky")).toBe(2);
    upstream.reply("/flaky", { body: githubContributorsBody(["ada", "grace"]) });
    now += 6 * 60 * 1000;
    expect(await flaky.list()).toHaveLength(2);
  });

  it("asks nobody when the list has no address", async () => {
    expect(await new ContributorSource({ name: "crowdin", url: null, present: presentCrowdinMembers }).list()).toEqual([]);
  });
});

describe("presenting upstream answers", () => {
  it("skips GitHub entries without a web address and never links elsewhere than http(s)", () => {
    expect(
      presentGithubContributors([
        { login: "ada", html_url: "javascript:alert(1)", avatar_url: "" },
        { login: "grace", html_url: "https://github.com/grace", avatar_url: "ftp://x/y.png" },
        "nonsense",
      ]),
    ).toEqual([{ name: "grace", url: "https://github.com/grace", avatar: "" }]);
  });

  it("names Crowdin members by full name, else username, and links their profile", () => {
    expect(
      presentCrowdinMembers({
        data: [
          { data: { username: "anna", fullName: "Anna Müller", avatarUrl: "https://crowdin-static.example/anna.png" } },
          { data: { username: "li wei", fullName: "", avatarUrl: null } },
          { data: {} },
        ],
      }),
    ).toEqual([
      {
        name: "Anna Müller",
        url: "https://crowdin.com/profile/anna",
        avatar: `/api/image-proxy?url=${encodeURIComponent("https://crowdin-static.example/anna.png")}`,
      },
      { name: "li wei", url: "https://crowdin.com/profile/li%20wei", avatar: "" },
    ]);
    expect(presentCrowdinMembers({ message: "Unauthorized" })).toEqual([]);
  });
});
