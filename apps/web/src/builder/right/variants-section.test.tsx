import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { fill } from "@/test/render-left-panel";
import { renderRoute } from "@/test/render-route";
import { stubIntersectionObserver } from "@/test/stub-intersection-observer";
import { buildResume } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useBuilderStore } from "@/builder/store/builder-store";
import { VariantsSection } from "./variants-section";

const text = enUS.variants;
const api = withTestApi();

const summary = (counts: Partial<Record<string, number>> = {}) => ({
  fields: 0,
  sections: 0,
  design: 0,
  hiddenItems: 0,
  addedItems: 0,
  reorderedLists: 0,
  dropped: 0,
  ...counts,
});
const entry = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  slug: title.toLowerCase(),
  visibility: "private",
  locked: false,
  version: 3,
  language: null,
  purpose: null,
  summary: summary(),
  updatedAt: "2024-05-01T00:00:00.000Z",
  ...extra,
});

/** Whether the section is near the visible part of the panel (the list loads only then). */
let inView = true;

describe("variants section of the right panel", () => {
  beforeEach(() => {
    useBuilderStore.getState().unload();
    inView = true;
    stubIntersectionObserver(() => inView);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for nothing while the section is out of sight", async () => {
    inView = false;
    const master = buildResume({ title: "Far below" });
    useBuilderStore.getState().load(master);
    renderRoute(VariantsSection, { path: "/builder/:id", user: ada });
    expect(screen.getByText(text.list.loading)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.filter((call) => call.path.endsWith("/variants"))).toHaveLength(0);
  });

  it("lists a master's variants with what differs and a link to each, then makes a new one", async () => {
    const master = buildResume({ title: "Master" });
    useBuilderStore.getState().load(master);
    api.on(`GET /api/resume/${master.id}/variants`, ok([
      entry("resumevariant0000000001", "Deutsch", { language: "de-DE", purpose: "Berlin", summary: summary({ fields: 3, hiddenItems: 1 }) }),
      entry("resumevariant0000000002", "Same"),
    ]));
    renderRoute(VariantsSection, { path: "/builder/:id", at: `/builder/${master.id}`, user: ada });

    const list = await screen.findByTestId("variants-list");
    const [german, same] = within(list).getAllByRole("listitem").filter((item) => item.parentElement === list);
    if (!german || !same) throw new Error("two variants expected");
    expect(within(german).getByRole("link", { name: "Deutsch" }).getAttribute("href")).toBe("/builder/resumevariant0000000001");
    expect(within(german).getAllByRole("listitem").map((item) => item.textContent)).toEqual([`${text.summary.fields} 3`, `${text.summary.hiddenItems} 1`]);
    expect(within(german).getByText("Berlin")).toBeTruthy();
    expect(within(same).getByText(text.summary.same)).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("button", { name: text.create.title }));
    const dialog = await screen.findByRole("dialog", { name: text.create.title });
    expect(within(dialog).getByText(fill(text.create.description, { title: "Master" }))).toBeTruthy();
  });

  it("says when there are none, and that a variant has no variants of its own", async () => {
    const master = buildResume({ title: "Alone" });
    useBuilderStore.getState().load(master);
    api.on(`GET /api/resume/${master.id}/variants`, ok([]));
    const view = renderRoute(VariantsSection, { path: "/builder/:id", user: ada });
    expect(await screen.findByText(text.list.empty)).toBeTruthy();
    view.unmount();

    useBuilderStore.getState().load(buildResume({ masterId: master.id }));
    renderRoute(VariantsSection, { path: "/builder/:id", user: ada });
    expect(screen.getByText(text.list.isVariant)).toBeTruthy();
  });
});
