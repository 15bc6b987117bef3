import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { slugify } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import type { VersionedResume } from "@/api/resume-api";
import { resumeQueryKey, resumesQueryKey } from "@/api/resume-queries";
import enUS from "@/locales/en-US.json";
import { type Reply, fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { buildResume, toJson } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { ResumesPage } from "@/routes/dashboard/resumes-page";

const text = enUS.resumeDialog;
const menu = enUS.dashboard.resumes.menu;

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useDialogStore.setState({ dialog: null });
});

const created = (resume: VersionedResume): Reply => ({ status: 201, body: toJson(resume) });
const bodiesOf = (route: string) =>
  api.calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body);
const toast = () => useToastStore.getState().toasts[0];
/** The builder links of the listed resumes, in page order. */
const listedHrefs = () =>
  within(screen.getByRole("list", { name: enUS.dashboard.resumes.listLabel }))
    .queryAllByRole("link", { hidden: true })
    .map((link) => link.getAttribute("href"));

/** The dashboard with `resumes` on the server; resolves once they are listed. */
async function renderDashboard(resumes: VersionedResume[]) {
  api.on("GET /api/resume", ok(resumes.map(toJson)));
  const view = renderRoute(ResumesPage, { path: "/dashboard/resumes", user: ada });
  if (resumes.length === 0) await screen.findByText(enUS.dashboard.resumes.empty.title);
  else await screen.findByRole("link", { name: new RegExp(resumes[0]?.title ?? "") });
  return { ...view, user: userEvent.setup() };
}

async function chooseFromMenu(user: ReturnType<typeof userEvent.setup>, title: string, item: string) {
  await user.click(screen.getByRole("button", { name: menu.label.replace("{{title}}", title) }));
  await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: item }));
  return screen.findByRole("dialog");
}

const titleField = () => screen.getByLabelText(text.titleLabel) as HTMLInputElement;
const slugField = () => screen.getByLabelText(text.slugLabel) as HTMLInputElement;

describe("resume dialog: create", () => {
  async function openCreate(resumes: VersionedResume[] = []) {
    const view = await renderDashboard(resumes);
    await view.user.click(screen.getByRole("button", { name: new RegExp(enUS.dashboard.resumes.create.title) }));
    await screen.findByRole("dialog", { name: text.createTitle });
    return view;
  }

  it("derives the slug from the title until the slug is typed by hand", async () => {
    const { user } = await openCreate();
    expect(document.activeElement).toBe(titleField());
    await user.type(titleField(), "Résumé 2024 — Design");
    expect(slugField().value).toBe("resume-2024-design");
    expect(screen.getByText(`Its public link: /ada/resume-2024-design`)).toBeTruthy();

    await user.clear(slugField());
    await user.type(slugField(), "Mine");
    await user.type(titleField(), " Lead");
    expect(titleField().value).toBe("Résumé 2024 — Design Lead");
    // Normalised when the field was left, and no longer following the title.
    expect(slugField().value).toBe("mine");

    // Clearing the slug hands it back to the title.
    await user.clear(slugField());
    await user.type(titleField(), "s");
    expect(slugField().value).toBe("resume-2024-design-leads");

    // A slug typed by hand is normalised when the field is left.
    await user.clear(slugField());
    await user.type(slugField(), "My Own Slug");
    await user.tab();
    expect(slugField().value).toBe("my-own-slug");
  });

  it("creates the resume, adds it to the list and closes", async () => {
    const existing = buildResume({ title: "Existing", updatedAt: new Date("2024-01-01T00:00:00Z") });
    const fresh = buildResume({ title: "Fresh Start", slug: "fresh-start", updatedAt: new Date("2025-01-01T00:00:00Z") });
    const { user, queryClient } = await openCreate([existing]);
    api.on("POST /api/resume", created(fresh));
    await user.type(titleField(), "Fresh Start");
    await user.click(screen.getByRole("button", { name: text.create }));

    await expect.poll(() => useDialogStore.getState().dialog).toBeNull();
    expect(bodiesOf("POST /api/resume")).toEqual([{ title: "Fresh Start", slug: "fresh-start" }]);
    await expect.poll(listedHrefs).toEqual([`/builder/${fresh.id}`, `/builder/${existing.id}`]);
    expect(queryClient.getQueryData(resumeQueryKey(fresh.id))).toEqual(fresh);
    // The list was not fetched again: the answer went straight into the cache.
    expect(bodiesOf("GET /api/resume")).toHaveLength(1);
  });

  it("requires a title and a slug", async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole("button", { name: text.create }));
    expect(await screen.findAllByText(enUS.validation.required)).toHaveLength(2);
    expect(titleField().getAttribute("aria-invalid")).toBe("true");

    // A slug with nothing usable in it is as good as none.
    await user.type(titleField(), "Fine");
    await user.clear(slugField());
    await user.type(slugField(), "!!!");
    await user.click(screen.getByRole("button", { name: text.create }));
    expect(await screen.findAllByText(enUS.validation.required)).toHaveLength(1);
    expect(bodiesOf("POST /api/resume")).toHaveLength(0);
  });

  it("fills title and slug with three capitalised words", async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole("button", { name: text.randomTitle }));
    const title = titleField().value;
    expect(title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(slugField().value).toBe(slugify(title));

    // Even after the slug was typed by hand, the button fills both.
    await user.clear(slugField());
    await user.type(slugField(), "manual");
    await user.click(screen.getByRole("button", { name: text.randomTitle }));
    expect(slugField().value).toBe(slugify(titleField().value));
  });

  it("creates from the sample through the create button's side menu", async () => {
    const sample = buildResume({ title: "Sample Based", slug: "sample-based" });
    const { user } = await openCreate();
    api.on("POST /api/resume", created(sample));
    await user.type(titleField(), "Sample Based");
    await user.click(screen.getByRole("button", { name: text.createOptions }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: text.createFromSample }));

    await expect.poll(() => bodiesOf("POST /api/resume")).toEqual([{ title: "Sample Based", slug: "sample-based", sample: true }]);
    await expect.poll(() => useDialogStore.getState().dialog).toBeNull();
    expect(await screen.findByRole("link", { name: /Sample Based/ })).toBeTruthy();
  });

  it("gives the sample a random title when none was typed", async () => {
    const { user } = await openCreate();
    api.on("POST /api/resume", ({ body }) => created(buildResume(body as Partial<VersionedResume>)));
    await user.click(screen.getByRole("button", { name: text.createOptions }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: text.createFromSample }));

    await expect.poll(() => bodiesOf("POST /api/resume")).toHaveLength(1);
    const body = bodiesOf("POST /api/resume")[0] as { title: string; slug: string; sample: boolean };
    expect(body.title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(body).toEqual({ title: body.title, slug: slugify(body.title), sample: true });
  });

  it("shows the catalogue toast for a taken slug and stays open", async () => {
    const { user } = await openCreate();
    api.on("POST /api/resume", fail(409, "ResumeSlugAlreadyExists"));
    await user.type(titleField(), "Taken");
    await user.click(screen.getByRole("button", { name: text.create }));

    await expect.poll(() => toast()?.description).toBe(enUS.errors.codes.ResumeSlugAlreadyExists);
    expect(toast()).toMatchObject({ variant: "error", title: enUS.errors.title });
    expect(useDialogStore.getState().dialog).toEqual({ name: "resume", mode: "create" });
    expect(titleField().value).toBe("Taken");
  });

  it("shows no toast for a code outside the catalogue", async () => {
    const { user } = await openCreate();
    api.on("POST /api/resume", fail(400, "ValidationError"));
    await user.type(titleField(), "Odd");
    await user.click(screen.getByRole("button", { name: text.create }));
    await expect.poll(() => bodiesOf("POST /api/resume")).toHaveLength(1);
    await screen.findByRole("button", { name: text.create });
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});

describe("resume dialog: duplicate", () => {
  it("pre-fills ' (Copy)' and '-copy' and posts to the duplicate call", async () => {
    const original = buildResume({ title: "Designer", slug: "designer" });
    const copy = buildResume({ title: "Designer (Copy)", slug: "designer-copy", updatedAt: new Date("2030-01-01T00:00:00Z") });
    const { user } = await renderDashboard([original]);
    api.on(`POST /api/resume/${original.id}/duplicate`, created(copy));

    const dialog = await chooseFromMenu(user, "Designer", menu.duplicate);
    expect(within(dialog).getByRole("heading").textContent).toBe(text.duplicateTitle);
    expect(titleField().value).toBe("Designer (Copy)");
    expect(slugField().value).toBe("designer-copy");
    await user.click(within(dialog).getByRole("button", { name: text.duplicate }));

    await expect.poll(() => useDialogStore.getState().dialog).toBeNull();
    expect(bodiesOf(`POST /api/resume/${original.id}/duplicate`)).toEqual([{ title: "Designer (Copy)", slug: "designer-copy" }]);
    await expect.poll(listedHrefs).toEqual([`/builder/${copy.id}`, `/builder/${original.id}`]);
  });
});

describe("resume dialog: update", () => {
  it("renames with the version the edit was based on and replaces the cached copy", async () => {
    const resume = buildResume({ title: "Old Name", slug: "old-name", version: 3 });
    const renamed = { ...resume, title: "New Name", slug: "new-name", version: 4, updatedAt: new Date("2030-01-01T00:00:00Z") };
    const { user, queryClient } = await renderDashboard([resume]);
    api.on(`PATCH /api/resume/${resume.id}`, ok(toJson(renamed)));

    const dialog = await chooseFromMenu(user, "Old Name", menu.rename);
    expect(within(dialog).getByRole("heading").textContent).toBe(text.updateTitle);
    expect(titleField().value).toBe("Old Name");
    expect(slugField().value).toBe("old-name");
    await user.clear(titleField());
    await user.type(titleField(), "New Name");
    expect(slugField().value).toBe("new-name");
    await user.click(within(dialog).getByRole("button", { name: enUS.common.saveChanges }));

    await expect.poll(() => useDialogStore.getState().dialog).toBeNull();
    expect(bodiesOf(`PATCH /api/resume/${resume.id}`)).toEqual([{ title: "New Name", slug: "new-name", version: 3 }]);
    expect(await screen.findByRole("link", { name: /New Name/ })).toBeTruthy();
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toEqual([renamed]);
    expect(queryClient.getQueryData(resumeQueryKey(resume.id))).toEqual(renamed);
  });

  it("keeps a slug that was not derived from the title", async () => {
    const resume = buildResume({ title: "Portfolio", slug: "my-portfolio-2020" });
    const { user } = await renderDashboard([resume]);
    await chooseFromMenu(user, "Portfolio", menu.rename);
    await user.type(titleField(), " 2024");
    expect(slugField().value).toBe("my-portfolio-2020");
  });

  it("reloads the list and says so when the resume changed elsewhere, then saves with the new version", async () => {
    const resume = buildResume({ title: "Shared", slug: "shared", version: 2 });
    const elsewhere = { ...resume, title: "Shared (edited elsewhere)", version: 5 };
    const { user, queryClient } = await renderDashboard([resume]);
    const dialog = await chooseFromMenu(user, "Shared", menu.rename);

    api.on("GET /api/resume", ok([toJson(elsewhere)]));
    // Only an edit based on the stored version 5 is accepted.
    api.on(`PATCH /api/resume/${resume.id}`, ({ body }) =>
      (body as { version: number }).version === 5
        ? ok(toJson({ ...elsewhere, title: "Mine", slug: "mine", version: 6 }))
        : fail(409, "ResumeVersionConflict"),
    );
    await user.clear(titleField());
    await user.type(titleField(), "Mine");
    await user.click(within(dialog).getByRole("button", { name: enUS.common.saveChanges }));

    await expect.poll(() => toast()?.description).toBe(enUS.dashboard.resumes.versionConflict);
    expect(bodiesOf("GET /api/resume")).toHaveLength(2);
    // Still open, with what the user typed.
    expect(titleField().value).toBe("Mine");
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toEqual([elsewhere]);

    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: enUS.common.saveChanges }));
    await expect.poll(() => useDialogStore.getState().dialog).toBeNull();
    expect(bodiesOf(`PATCH /api/resume/${resume.id}`)).toEqual([
      { title: "Mine", slug: "mine", version: 2 },
      { title: "Mine", slug: "mine", version: 5 },
    ]);
  });

  it("says up front that a locked resume cannot be renamed and offers to unlock it", async () => {
    const resume = buildResume({ title: "Frozen", locked: true });
    const { user } = await renderDashboard([resume]);
    const dialog = await chooseFromMenu(user, "Frozen", menu.rename);
    expect(within(dialog).getByText(text.locked)).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: enUS.common.saveChanges }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: text.unlock }));
    expect(useDialogStore.getState().dialog).toEqual({ name: "lock", mode: "update", id: resume.id });
    expect(await screen.findByRole("dialog", { name: enUS.lockDialog.unlockTitle })).toBeTruthy();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });

  it("reloads the list when the server answers ResumeLocked", async () => {
    const resume = buildResume({ title: "Raced" });
    const { user } = await renderDashboard([resume]);
    const dialog = await chooseFromMenu(user, "Raced", menu.rename);
    api.on("GET /api/resume", ok([toJson({ ...resume, locked: true })]));
    api.on(`PATCH /api/resume/${resume.id}`, fail(423, "ResumeLocked"));
    await user.type(titleField(), "!");
    await user.click(within(dialog).getByRole("button", { name: enUS.common.saveChanges }));

    await expect.poll(() => toast()?.description).toBe(enUS.errors.codes.ResumeLocked);
    expect(await within(screen.getByRole("dialog")).findByText(text.locked)).toBeTruthy();
  });
});

describe("resume dialog: delete", () => {
  it("deletes only after the word delete is typed", async () => {
    const keep = buildResume({ title: "Keep" });
    const doomed = buildResume({ title: "Doomed" });
    const { user, queryClient } = await renderDashboard([keep, doomed]);
    api.on(`DELETE /api/resume/${doomed.id}`, ok(toJson(doomed)));

    const dialog = await chooseFromMenu(user, "Doomed", menu.delete);
    expect(within(dialog).getByRole("heading").textContent).toBe(text.deleteTitle);
    const confirmation = within(dialog).getByLabelText(text.confirmLabel.replace("{{word}}", "delete"));
    await user.type(confirmation, "Delete");
    await user.click(within(dialog).getByRole("button", { name: text.delete }));
    expect(await within(dialog).findByText(enUS.validation.deleteConfirmation)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(0);

    await user.clear(confirmation);
    await user.type(confirmation, "delete");
    await user.click(within(dialog).getByRole("button", { name: text.delete }));

    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(useDialogStore.getState().dialog).toBeNull();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/api/resume/${doomed.id}`]);
    await expect.poll(() => screen.queryByRole("link", { name: /Doomed/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Keep/ })).toBeTruthy();
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)?.map((item) => item.id)).toEqual([keep.id]);
  });

  it("forgets a resume that is already gone", async () => {
    const gone = buildResume({ title: "Gone" });
    const { user } = await renderDashboard([gone]);
    api.on(`DELETE /api/resume/${gone.id}`, fail(404, "ResumeNotFound"));
    const dialog = await chooseFromMenu(user, "Gone", menu.delete);
    await user.type(within(dialog).getByRole("textbox"), "delete");
    await user.click(within(dialog).getByRole("button", { name: text.delete }));

    await expect.poll(() => toast()?.description).toBe(enUS.errors.codes.ResumeNotFound);
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("link", { name: /Gone/ })).toBeNull();
  });
});
