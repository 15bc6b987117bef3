import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { User } from "@vitae/schema";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "./api/query-client";
import { userQueryKey } from "./api/user-query";
import enUS from "./locales/en-US.json";
import { createRoutes } from "./router";
import { ok, withTestApi } from "./test/browser-api";
import { buildResume, toJson } from "./test/resume-fixture";
import { ada } from "./test/user-fixture";

// The auth layout asks which social providers are configured; answer from a real server.
const api = withTestApi();
const opened = buildResume({ title: "Routed CV" });
beforeEach(() => {
  api.on("GET /api/auth/providers", ok(["email", "github"]));
  api.on(`GET /api/resume/${opened.id}`, ok(toJson(opened)));
});

/**
 * Renders the real route table in memory. The user query is seeded, which is exactly
 * what the guards read; fetching /user/me itself is covered by the API client tests.
 */
function renderAt(path: string, user: User | null) {
  const queryClient: QueryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, location };
}

// Generous timeout: each lazy route module is transformed on first import.
const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 10_000 });

describe("signed-in pages", () => {
  it("send an anonymous visitor to login with the path and query as redirect", async () => {
    const { location } = renderAt("/dashboard/settings?tab=ai", null);
    await heading(enUS.auth.login.title);
    expect(location()).toBe(`/auth/login?redirect=${encodeURIComponent("/dashboard/settings?tab=ai")}`);
  });

  it.each(["/builder/abc", "/auth/verify-email", "/dashboard"])("guard %s", async (path) => {
    const { location } = renderAt(path, null);
    await heading(enUS.auth.login.title);
    expect(location()).toMatch(/^\/auth\/login\?redirect=/);
  });

  it("render for a signed-in user, inside the dashboard layout", async () => {
    renderAt("/dashboard/settings", ada);
    await heading(enUS.dashboard.settings.title);
    expect(screen.getByRole("navigation", { name: enUS.nav.mainNavigation })).toBeTruthy();
    expect(screen.getByRole("button", { name: /, Account menu$/ }).textContent).toContain("Ada Lovelace");
  });

  it.each([
    ["/dashboard", "/dashboard/resumes"],
    ["/builder", "/dashboard/resumes"],
  ])("%s redirects to %s", async (from, to) => {
    const { location } = renderAt(from, ada);
    await heading(enUS.dashboard.resumes.title);
    expect(location()).toBe(to);
  });

  it("open the builder for an id, titled with the resume's title", async () => {
    const { location } = renderAt(`/builder/${opened.id}`, ada);
    await heading(opened.title);
    expect(location()).toBe(`/builder/${opened.id}`);
  });

  it("go to the dashboard when the resume cannot be loaded", async () => {
    const { location } = renderAt("/builder/unknown", ada);
    await heading(enUS.dashboard.resumes.title);
    expect(location()).toBe("/dashboard/resumes");
  });
});

describe("guest-only pages", () => {
  it("send a signed-in user to a safe redirect value", async () => {
    const { location } = renderAt(`/auth/login?redirect=${encodeURIComponent(`/builder/${opened.id}?x=1`)}`, ada);
    await heading(opened.title);
    expect(location()).toBe(`/builder/${opened.id}?x=1`);
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil", "javascript:alert(1)"])(
    "ignore the unsafe redirect %s and go to the dashboard",
    async (redirect) => {
      const { location } = renderAt(`/auth/register?redirect=${encodeURIComponent(redirect)}`, ada);
      await heading(enUS.dashboard.resumes.title);
      expect(location()).toBe("/dashboard/resumes");
    },
  );

  it.each(["/auth/verify-otp", "/auth/backup-otp", "/auth/forgot-password"])(
    "%s sends a signed-in user to the dashboard",
    async (path) => {
      const { location } = renderAt(path, ada);
      await heading(enUS.dashboard.resumes.title);
      expect(location()).toBe("/dashboard/resumes");
    },
  );

  it("render for an anonymous visitor", async () => {
    renderAt("/auth/register", null);
    await heading(enUS.auth.register.title);
  });

  it("offer social sign-in only for the providers the server lists", async () => {
    renderAt("/auth/login", null);
    await heading(enUS.auth.login.title);
    const github = await screen.findByRole("link", { name: enUS.auth.social.continueWith.replace("{{provider}}", "GitHub") });
    expect(github.getAttribute("href")).toBe("/api/auth/github");
    expect(screen.queryByRole("link", { name: /Google/ })).toBeNull();
  });

  it("/auth redirects to /auth/login", async () => {
    const { location } = renderAt("/auth", null);
    await heading(enUS.auth.login.title);
    expect(location()).toBe("/auth/login");
  });

  it("/auth/reset-password without a token goes to forgot-password", async () => {
    const { location } = renderAt("/auth/reset-password", null);
    await heading(enUS.auth.forgotPassword.title);
    expect(location()).toBe("/auth/forgot-password");
  });

  it("/auth/reset-password with a token stays", async () => {
    const { location } = renderAt("/auth/reset-password?token=abc", null);
    await heading(enUS.auth.resetPassword.title);
    expect(location()).toBe("/auth/reset-password?token=abc");
  });
});

describe("public pages", () => {
  it("the landing page offers sign-in to a visitor", async () => {
    renderAt("/", null);
    await heading(enUS.landing.hero.title);
    expect(screen.getByRole("link", { name: enUS.nav.login }).getAttribute("href")).toBe("/auth/login");
  });

  it("the landing page offers dashboard and sign-out when signed in", async () => {
    renderAt("/", ada);
    await screen.findByRole("link", { name: enUS.nav.dashboard });
    expect(screen.getByRole("button", { name: enUS.nav.logout })).toBeTruthy();
  });

  it("/:username/:slug shows a public resume to anyone", async () => {
    api.on("GET /api/resume/public/ada/my-resume", ok(toJson(buildResume({ title: "Ada's CV", slug: "my-resume" }))));
    renderAt("/ada/my-resume", null);
    await heading("Ada's CV");
  });

  it("/:username/:slug goes to / when there is no such public resume", async () => {
    const { location } = renderAt("/ada/private-one", null);
    await heading(enUS.landing.hero.title);
    expect(location()).toBe("/");
  });

  it("an unknown deep path shows not found", async () => {
    renderAt("/a/b/c", null);
    await heading(enUS.notFound.title);
  });
});

describe("/auth/callback", () => {
  it.each([
    ["/auth/callback", "/auth/login"],
    ["/auth/callback?status=bogus", "/auth/login"],
    ["/auth/callback?status=2fa_required", "/auth/verify-otp"],
  ])("%s goes to %s", async (from, to) => {
    const { location } = renderAt(from, null);
    await screen.findAllByRole("heading", { level: 1 }, { timeout: 5000 });
    await expect.poll(location).toBe(to);
  });
});
