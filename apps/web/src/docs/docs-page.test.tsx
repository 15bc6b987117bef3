import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { renderRoute } from "@/test/render-route";
import { DocsPage } from "./docs-page";
import { docsPages } from "./docs-pages";

const titles = enUS.docs.pages;

describe("DocsPage", () => {
  it("renders the page its address names, from the repository's Markdown, with every page in the list", async () => {
    renderRoute(DocsPage, { path: "/docs/:slug", at: "/docs/self-hosting" });
    expect(await screen.findByRole("heading", { level: 1, name: "Running Vitae yourself" }, { timeout: 5000 })).toBeTruthy();
    const list = screen.getByRole("navigation", { name: enUS.docs.pagesLabel });
    expect(within(list).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(docsPages.map((page) => `/docs/${page.slug}`));
    expect(within(list).getByRole("link", { name: titles.selfHosting }).getAttribute("aria-current")).toBe("page");
    expect(document.title).toBe(`${titles.selfHosting} – ${enUS.nav.docs} – ${enUS.app.name}`);
  });

  it("narrows the list by title and says when nothing matches", async () => {
    renderRoute(DocsPage, { path: "/docs/:slug", at: "/docs/getting-started" });
    await screen.findByRole("heading", { level: 1, name: "Getting started" }, { timeout: 5000 });
    const user = userEvent.setup();
    const search = screen.getByRole("searchbox", { name: enUS.docs.search });
    await user.type(search, "api");
    const list = screen.getByRole("navigation", { name: enUS.docs.pagesLabel });
    expect(within(list).getAllByRole("link").map((link) => link.textContent)).toEqual([titles.api, titles.authApi, titles.resumeApi]);
    await user.clear(search);
    await user.type(search, "no such page");
    expect(within(list).queryAllByRole("link")).toHaveLength(0);
    expect(within(list).getByText(enUS.docs.noMatch)).toBeTruthy();
  });

  it("answers an address that names no page with Page not found", async () => {
    renderRoute(DocsPage, { path: "/docs/:slug", at: "/docs/nothing-here" });
    expect(await screen.findByRole("heading", { level: 1, name: enUS.notFound.title })).toBeTruthy();
  });
});
