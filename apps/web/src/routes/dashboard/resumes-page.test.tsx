import { act, fireEvent, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resumesQueryKey } from "@/api/resume-queries";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { buildResume, toJson } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { ResumesPage } from "./resumes-page";
import { RESUME_LAYOUT_STORAGE_KEY, useResumeLayoutStore } from "@/dashboard/resumes/resume-layout-store";

const text = enUS.dashboard.resumes;

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useDialogStore.setState({ dialog: null });
  useResumeLayoutStore.setState({ layout: "grid" });
});

/** The page, plus a field outside it for the "not while typing" checks. */
function Harness() {
  return (
    <>
      <input aria-label="Elsewhere field" />
      <ResumesPage />
    </>
  );
}

const renderPage = () => renderRoute(Harness, { path: "/dashboard/resumes", user: ada });
const list = () => screen.getByRole("list", { name: text.listLabel });
const resumeLinks = () => within(list()).queryAllByRole("link");
const createCard = () => screen.getByRole("button", { name: new RegExp(text.create.title) });

describe("resume list", () => {
  it("shows four skeletons while loading, then the resumes newest first", async () => {
    const older = buildResume({ title: "Older", updatedAt: new Date("2024-01-01T00:00:00Z") });
    const newest = buildResume({ title: "Newest", updatedAt: new Date("2024-06-01T00:00:00Z") });
    const middle = buildResume({ title: "Middle", updatedAt: new Date("2024-03-01T00:00:00Z") });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.on("GET /api/resume", async () => {
      await gate;
      // Deliberately unsorted: the page orders by updatedAt itself.
      return ok([older, newest, middle].map(toJson));
    });
    renderPage();

    expect(screen.getAllByTestId("resume-skeleton")).toHaveLength(4);
    expect(screen.getByRole("status").textContent).toBe(text.loading);
    expect(createCard()).toBeTruthy();

    release();
    await screen.findByRole("link", { name: /Newest/ });
    expect(screen.queryAllByTestId("resume-skeleton")).toHaveLength(0);
    expect(resumeLinks().map((link) => link.getAttribute("href"))).toEqual(
      [newest, middle, older].map((resume) => `/builder/${resume.id}`),
    );
    // The create card comes first, before any resume.
    const items = within(list()).getAllByRole("listitem");
    expect(items[0]?.contains(createCard())).toBe(true);
    expect(screen.queryByText(text.empty.title)).toBeNull();
  });

  it("shows the title, a relative last-updated time and the date in full", async () => {
    const updatedAt = new Date(Date.now() - 3 * 60 * 60 * 1000);
    api.on("GET /api/resume", ok([toJson(buildResume({ title: "Engineer", updatedAt }))]));
    renderPage();
    const link = await screen.findByRole("link", { name: /Engineer/ });
    const time = link.querySelector("time");
    expect(time?.textContent).toBe("Updated 3 hours ago");
    expect(time?.getAttribute("datetime")).toBe(updatedAt.toISOString());
  });

  it("says so when there are no resumes, keeping the create card", async () => {
    api.on("GET /api/resume", ok([]));
    renderPage();
    expect(await screen.findByText(text.empty.title)).toBeTruthy();
    expect(screen.queryAllByTestId("resume-skeleton")).toHaveLength(0);
    expect(resumeLinks()).toHaveLength(0);
    expect(createCard()).toBeTruthy();
  });

  it("offers a retry when the list cannot be loaded", async () => {
    let attempts = 0;
    api.on("GET /api/resume", () =>
      ++attempts === 1 ? fail(500, "SomethingWentWrong") : ok([toJson(buildResume({ title: "Back" }))]),
    );
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain(text.loadError.title);
    // A failed load is shown on the page, not as a toast.
    expect(useToastStore.getState().toasts).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole("button", { name: enUS.common.retry }));
    expect(await screen.findByRole("link", { name: /Back/ })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a lock overlay on locked resumes only", async () => {
    const resumes = [buildResume({ title: "Open one" }), buildResume({ title: "Closed one", locked: true })];
    api.on("GET /api/resume", ok(resumes.map(toJson)));
    renderPage();
    const locked = await screen.findByRole("link", { name: /Closed one/ });
    expect(within(locked).getByTestId("resume-lock-overlay").textContent).toBe(text.locked);
    expect(within(screen.getByRole("link", { name: /Open one/ })).queryByTestId("resume-lock-overlay")).toBeNull();
  });

  it("shows the title's initial while there is no preview, and the preview with a cache-busting query", async () => {
    const without = buildResume({ title: "écrivain" });
    const withPreview = buildResume({ title: "Painter", updatedAt: new Date("2024-05-06T07:08:09.000Z") });
    api.on("GET /api/resume", ok([without, withPreview].map(toJson)));
    api.on(`GET /api/resume/print/${without.id}/preview`, fail(404, "ResumeNotFound"));
    api.on(`GET /api/resume/print/${withPreview.id}/preview`, ok({ url: "https://cdn.example/previews/p.webp" }));
    renderPage();

    const plain = await screen.findByRole("link", { name: /écrivain/ });
    await expect.poll(() => api.calls.some((call) => call.path.endsWith(`${without.id}/preview`))).toBe(true);
    expect(within(plain).getByTestId("resume-preview-placeholder").textContent).toContain("É");
    expect(within(plain).queryByRole("img")).toBeNull();
    // No toast for a preview that does not exist yet.
    expect(useToastStore.getState().toasts).toHaveLength(0);

    const painter = screen.getByRole("link", { name: /Painter/ });
    const image = await within(painter).findByTestId("resume-preview-image");
    expect(image.getAttribute("src")).toBe(`https://cdn.example/previews/p.webp?v=${withPreview.updatedAt.getTime()}`);

    // An image that fails to load falls back to the placeholder too.
    fireEvent.error(image);
    expect(within(painter).getByTestId("resume-preview-placeholder").textContent).toContain("P");
  });

  it("opens the builder on click and on Enter", async () => {
    const resume = buildResume({ title: "Clickable" });
    api.on("GET /api/resume", ok([toJson(resume)]));
    const { location, unmount } = renderPage();
    await userEvent.setup().click(await screen.findByRole("link", { name: /Clickable/ }));
    expect(location()).toBe(`/builder/${resume.id}`);
    unmount();

    const again = renderPage();
    const link = await screen.findByRole("link", { name: /Clickable/ });
    link.focus();
    await userEvent.setup().keyboard("{Enter}");
    expect(again.location()).toBe(`/builder/${resume.id}`);
  });

  it("has a keyboard-reachable card menu with open, rename, duplicate, lock and delete", async () => {
    const resume = buildResume({ title: "Menu test" });
    api.on("GET /api/resume", ok([toJson(resume)]));
    const { location } = renderPage();
    const link = await screen.findByRole("link", { name: /Menu test/ });
    const user = userEvent.setup();
    link.focus();
    await user.tab();
    const trigger = screen.getByRole("button", { name: text.menu.label.replace("{{title}}", "Menu test") });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard("{Enter}");

    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      text.menu.open,
      text.menu.rename,
      text.menu.duplicate,
      enUS.variants.create.title,
      text.menu.lock,
      text.menu.delete,
    ]);
    await user.click(within(menu).getByRole("menuitem", { name: text.menu.rename }));
    expect(useDialogStore.getState().dialog).toEqual({ name: "resume", mode: "update", id: resume.id });
    act(() => useDialogStore.getState().close());

    await user.click(trigger);
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: text.menu.open }));
    expect(location()).toBe(`/builder/${resume.id}`);
  });

  it("offers unlock instead of lock for a locked resume, also on right-click", async () => {
    const resume = buildResume({ title: "Sealed", locked: true });
    api.on("GET /api/resume", ok([toJson(resume)]));
    renderPage();
    const link = await screen.findByRole("link", { name: /Sealed/ });
    fireEvent.contextMenu(link);
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: text.menu.lock })).toBeNull();
    await userEvent.setup().click(within(menu).getByRole("menuitem", { name: text.menu.unlock }));
    expect(useDialogStore.getState().dialog).toEqual({ name: "lock", mode: "update", id: resume.id });
  });

  it("switches between grid and list and remembers the choice", async () => {
    api.on("GET /api/resume", ok([toJson(buildResume({ title: "Layout" }))]));
    const { unmount } = renderPage();
    await screen.findByRole("link", { name: /Layout/ });
    const group = screen.getByRole("group", { name: text.layout.label });
    const grid = within(group).getByRole("button", { name: text.layout.grid });
    const listButton = within(group).getByRole("button", { name: text.layout.list });
    expect(grid.getAttribute("aria-pressed")).toBe("true");
    expect(list().className).toContain("grid-cols");

    await userEvent.setup().click(listButton);
    expect(listButton.getAttribute("aria-pressed")).toBe("true");
    expect(grid.getAttribute("aria-pressed")).toBe("false");
    expect(list().className).not.toContain("grid-cols");
    expect(JSON.parse(localStorage.getItem(RESUME_LAYOUT_STORAGE_KEY) ?? "null")?.state?.layout).toBe("list");
    unmount();

    // A new visit starts from what was stored.
    useResumeLayoutStore.setState({ layout: "grid" });
    localStorage.setItem(RESUME_LAYOUT_STORAGE_KEY, JSON.stringify({ state: { layout: "list" }, version: 0 }));
    await useResumeLayoutStore.persist.rehydrate();
    renderPage();
    expect(screen.getByRole("button", { name: text.layout.list }).getAttribute("aria-pressed")).toBe("true");
  });

  it("opens the create dialog with Control+N, but not while typing in a field", async () => {
    api.on("GET /api/resume", ok([]));
    renderPage();
    await screen.findByText(text.empty.title);
    const user = userEvent.setup();

    await user.click(screen.getByLabelText("Elsewhere field"));
    await user.keyboard("{Control>}n{/Control}");
    expect(useDialogStore.getState().dialog).toBeNull();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard("{Control>}n{/Control}");
    expect(useDialogStore.getState().dialog).toEqual({ name: "resume", mode: "create" });
    expect(await screen.findByRole("dialog", { name: enUS.resumeDialog.createTitle })).toBeTruthy();

    // Inside the open dialog's title field, Control+N is the field's business.
    await user.type(screen.getByLabelText(enUS.resumeDialog.titleLabel), "Draft");
    await user.keyboard("{Control>}n{/Control}");
    expect((screen.getByLabelText(enUS.resumeDialog.titleLabel) as HTMLInputElement).value).toBe("Draft");
  });

  it("opens the create dialog from the create card", async () => {
    api.on("GET /api/resume", ok([]));
    renderPage();
    await userEvent.setup().click(createCard());
    expect(await screen.findByRole("dialog", { name: enUS.resumeDialog.createTitle })).toBeTruthy();
  });

  it("shows the import card second; it and Control+I open the import dialog with this build's formats", async () => {
    api.on("GET /api/resume", ok([]));
    renderPage();
    await screen.findByText(text.empty.title);
    const importCard = screen.getByRole("button", { name: new RegExp(text.import.title) });
    expect(within(list()).getAllByRole("listitem")[1]?.contains(importCard)).toBe(true);
    const user = userEvent.setup();
    await user.click(importCard);
    const dialog = await screen.findByRole("dialog", { name: enUS.importDialog.title });
    // Only what this build can import: every import format.
    const options = within(dialog).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual([
      "reactive-resume-json",
      "reactive-resume-v3-json",
      "json-resume-json",
      "linkedin-data-export-zip",
    ]);
    await user.keyboard("{Escape}");
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();

    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard("{Control>}i{/Control}");
    expect(useDialogStore.getState().dialog).toEqual({ name: "import", mode: "create" });
    expect(await screen.findByRole("dialog", { name: enUS.importDialog.title })).toBeTruthy();
  });

  it("closes its dialog when the page is left", async () => {
    api.on("GET /api/resume", ok([]));
    const { unmount, queryClient } = renderPage();
    await screen.findByText(text.empty.title);
    act(() => useDialogStore.getState().open("resume", "create"));
    unmount();
    expect(useDialogStore.getState().dialog).toBeNull();
    expect(queryClient.getQueryData(resumesQueryKey)).toEqual([]);
  });
});
