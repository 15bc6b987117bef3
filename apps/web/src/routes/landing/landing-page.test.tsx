import { act, screen, within } from "@testing-library/react";
import { languages, limits, projectLinks } from "@vitae/schema";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { catalogueParts } from "@/i18n/catalogue-parts";
import { coreCatalogue } from "@/i18n/init-i18n";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada } from "@/test/user-fixture";
import { pickPaths } from "../../../pick-json";
import { faqEntries } from "./faq-entries";
import { LandingPage } from "./landing-page";
import SampleTemplates from "./sample-templates";

const api = withTestApi();
beforeEach(() => {
  // happy-dom lays nothing out: every section counts as scrolled into view.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
      }
      disconnect() {}
      unobserve() {}
    },
  );
});

const contributors = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `person${index}`,
    url: `https://github.com/person${index}`,
    avatar: index % 2 ? `/api/image-proxy?url=${index}` : "",
  }));

describe("LandingPage", () => {
  it("offers a visitor sign-up first, then sign-in and the documentation", async () => {
    renderRoute(LandingPage, { path: "/" });
    expect(await screen.findByRole("heading", { level: 1, name: enUS.landing.hero.title })).toBeTruthy();
    const actions = within(screen.getByRole("group", { name: enUS.landing.hero.account })).getAllByRole("link");
    expect(actions.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [enUS.landing.hero.getStarted, "/auth/register"],
      [enUS.nav.login, "/auth/login"],
      [enUS.nav.docs, "/docs"],
    ]);
    expect(screen.getAllByRole("link", { name: enUS.nav.docs })[0]?.getAttribute("href")).toBe("/docs");
    expect(screen.queryByRole("button", { name: enUS.nav.logout })).toBeNull();
  });

  it("offers a signed-in user the dashboard and sign-out", async () => {
    renderRoute(LandingPage, { path: "/", user: ada });
    expect((await screen.findByRole("link", { name: enUS.nav.dashboard })).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("button", { name: enUS.nav.logout })).toBeTruthy();
    expect(screen.queryByRole("link", { name: enUS.nav.login })).toBeNull();
  });

  it("has every section, each under its own heading", async () => {
    api.on("GET /api/stats", ok({ users: 2, resumes: 3 }));
    renderRoute(LandingPage, { path: "/" });
    // The sections below the counters are a chunk of their own (transformed on first use here).
    await screen.findByRole("heading", { level: 2, name: enUS.landingMore.faq.title }, { timeout: 5000 });
    await screen.findByRole("heading", { level: 2, name: enUS.landing.counters.thisServer });
    for (const title of [
      enUS.landing.logos.title,
      enUS.landing.counters.thisServer,
      enUS.landingMore.features.title,
      enUS.landingMore.templates.title,
      enUS.landingMore.facts.title,
      enUS.landingMore.support.title,
      enUS.landingMore.faq.title,
      enUS.landingMore.contributors.title,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: new RegExp(enUS.landingMore.support.report.title) }).getAttribute("href")).toBe(projectLinks.issues);
    expect(screen.getByText(`The interface comes in ${languages.length} languages, right-to-left scripts included.`)).toBeTruthy();
  });

  it("counts up to this server's real figures, words them in the plural and reads the final figure", async () => {
    api.on("GET /api/stats", ok({ users: 1234, resumes: 1 }));
    renderRoute(LandingPage, { path: "/" });
    await vi.waitFor(() => expect(document.querySelector('[data-counter="users"]')?.textContent).toBe("1,234"), { timeout: 5000 });
    expect(screen.getByText(enUS.landing.counters.users_other).textContent).toBe(`1,234 ${enUS.landing.counters.users_other}`);
    expect(screen.getByText(enUS.landing.counters.resumes_one).textContent).toBe(`1 ${enUS.landing.counters.resumes_one}`);
    expect(document.querySelector('[data-counter="stars"]')).toBeNull();
  });

  it("shows no figures at all when the server cannot count", async () => {
    api.on("GET /api/stats", fail(500, "SomethingWentWrong"));
    renderRoute(LandingPage, { path: "/" });
    await screen.findByRole("heading", { level: 2, name: enUS.landingMore.faq.title }, { timeout: 5000 });
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === "/api/stats")).toBe(true));
    expect(screen.queryByRole("heading", { name: enUS.landing.counters.thisServer })).toBeNull();
    expect(document.querySelector("[data-counter]")).toBeNull();
  });

  it("links each fact to the documentation page that explains it", async () => {
    renderRoute(LandingPage, { path: "/" });
    const facts = await screen.findByRole("region", { name: enUS.landingMore.facts.title }, { timeout: 5000 });
    const links = within(facts).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/docs/self-hosting", "/docs/import-formats", "/docs/sharing-and-privacy", "/docs/api"]);
  });

  it("shows the final figures at once, and holds the slideshow, for people who asked for less motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), addEventListener() {}, removeEventListener() {} }));
    api.on("GET /api/stats", ok({ users: 300_000, resumes: 400_000 }));
    renderRoute(LandingPage, { path: "/" });
    await vi.waitFor(() => expect(document.querySelector('[data-counter="users"]')?.textContent).toBe("300,000"), { timeout: 5000 });
    expect(await screen.findByRole("button", { name: enUS.landingMore.templates.play }, { timeout: 5000 })).toBeTruthy();
  });

  it("keeps the FAQ in English, marked as such, and says so", async () => {
    renderRoute(LandingPage, { path: "/" });
    const question = await screen.findByText(faqEntries[0]!.question);
    expect(question.closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(screen.getByText(enUS.landingMore.faq.englishOnly)).toBeTruthy();
    // No invented figures: the FAQ claims no number of users.
    expect(faqEntries.some((entry) => /million|thousand/.test(entry.answer))).toBe(false);
  });

  it("shows 30 placeholders until the contributors arrive, then hides those past the 30th on small screens", async () => {
    // Every request waits on one shared promise: a late request left over from an earlier
    // test would otherwise take the resolver, and this page's request would never be answered.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on("GET /api/contributors/github", async () => (await answered, ok(contributors(35))));
    api.on("GET /api/contributors/crowdin", ok([]));
    renderRoute(LandingPage, { path: "/" });
    const section = await screen.findByRole("region", { name: enUS.landingMore.contributors.title });
    expect(section.querySelectorAll("[data-placeholder]")).toHaveLength(limits.contributorPlaceholders);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === "/api/contributors/github")).toBe(true));
    act(() => answer());
    const links = await within(section).findAllByRole("link", { name: /^person\d+ on GitHub$/ });
    expect(links).toHaveLength(35);
    expect(links[29]?.closest("li")?.className).not.toContain("max-sm:hidden");
    expect(links[30]?.closest("li")?.className).toContain("max-sm:hidden");
    expect(links[1]?.querySelector("img")?.getAttribute("src")).toBe("/api/image-proxy?url=1");
    expect(section.querySelectorAll("[data-placeholder]")).toHaveLength(0);
    expect(within(section).queryByText(enUS.landingMore.contributors.translators)).toBeNull();
  });

  it("says so, without an error, when the contributors cannot be loaded", async () => {
    api.on("GET /api/contributors/github", fail(500, "SomethingWentWrong"));
    api.on("GET /api/contributors/crowdin", ok([]));
    renderRoute(LandingPage, { path: "/" });
    // The contributors section loads lazily; a busy machine needs more than findBy's 1 s.
    expect(await screen.findByText(enUS.landingMore.contributors.unavailable, {}, { timeout: 8000 })).toBeTruthy();
  });

  it("ignores contributors whose link is not a web address", async () => {
    api.on("GET /api/contributors/github", ok([{ name: "mallory", url: "javascript:alert(1)", avatar: "" }, ...contributors(1)]));
    api.on("GET /api/contributors/crowdin", ok(contributors(2)));
    renderRoute(LandingPage, { path: "/" });
    // person0 is in both lists; whichever arrives first is enough here.
    expect((await screen.findAllByRole("link", { name: "person0 on GitHub", hidden: false }, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "mallory on GitHub" })).toBeNull();
    expect(await screen.findByRole("heading", { level: 3, name: enUS.landingMore.contributors.translators }, { timeout: 8000 })).toBeTruthy();
  });
});

describe("the landing page's catalogue", () => {
  it("needs no words beyond the core of en-US and, below the fold, the landingMore part", async () => {
    const missing: string[] = [];
    const core = i18next.createInstance();
    // No initReactI18next: that would make this instance every later test's default.
    await core.init({
      lng: "en-US",
      resources: { "en-US": { translation: structuredClone(coreCatalogue) } },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => void missing.push(key),
      interpolation: { escapeValue: false },
    });
    core.addResourceBundle("en-US", "translation", pickPaths(enUS, catalogueParts.landingMore), true);
    const { queryClient } = renderRoute(
      () => (
        <I18nextProvider i18n={core}>
          <LandingPage />
        </I18nextProvider>
      ),
      { path: "/", user: ada },
    );
    queryClient.setQueryData(["contributors", "github"], contributors(3));
    queryClient.setQueryData(["contributors", "crowdin"], contributors(1));
    await screen.findByText(faqEntries[0]!.question);
    await screen.findByText(enUS.landingMore.contributors.translators);
    expect(missing).toEqual([]);
  });
});

describe("SampleTemplates", () => {
  it("shows the sample in every template and moves on every 30 seconds", async () => {
    vi.useFakeTimers();
    try {
      renderRoute(SampleTemplates, { path: "/" });
      expect(screen.getAllByRole("button", { name: /^Show the \w+ template$/ })).toHaveLength(12);
      const caption = () => screen.getByTestId("carousel-template").textContent;
      expect(caption()).toBe("The sample resume in the azurill template");
      act(() => vi.advanceTimersByTime(limits.sampleCarouselIntervalMs - 1));
      expect(caption()).toBe("The sample resume in the azurill template");
      act(() => vi.advanceTimersByTime(1));
      expect(caption()).toBe("The sample resume in the bronzor template");

      act(() => screen.getByRole("button", { name: enUS.landingMore.templates.pause }).click());
      act(() => vi.advanceTimersByTime(limits.sampleCarouselIntervalMs * 3));
      expect(caption()).toBe("The sample resume in the bronzor template");
      act(() => screen.getByRole("button", { name: "Show the onyx template" }).click());
      expect(caption()).toBe("The sample resume in the onyx template");
      expect(screen.getByRole("button", { name: "Show the onyx template" }).getAttribute("aria-pressed")).toBe("true");
      act(() => screen.getByRole("button", { name: enUS.landingMore.templates.previous }).click());
      expect(caption()).toBe("The sample resume in the nosepass template");
    } finally {
      vi.useRealTimers();
    }
  });
});
