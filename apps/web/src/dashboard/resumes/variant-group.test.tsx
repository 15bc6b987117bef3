import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { VersionedResume } from "@/api/resume-api";
import { resumesQueryKey } from "@/api/resume-queries";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { fill } from "@/test/render-left-panel";
import { renderRoute } from "@/test/render-route";
import { buildResume, toJson } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { ResumesPage } from "@/routes/dashboard/resumes-page";
import { groupResumes } from "./group-resumes";

const text = enUS.variants;
const menu = enUS.dashboard.resumes.menu;
const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useDialogStore.setState({ dialog: null });
});

const master = buildResume({ title: "Master", updatedAt: new Date("2024-01-01T00:00:00Z") });
const german = buildResume({ title: "Lebenslauf", masterId: master.id, language: "de-DE", purpose: "Jobs in Berlin", updatedAt: new Date("2024-05-01T00:00:00Z") });
const backend = buildResume({ title: "Backend", masterId: master.id, updatedAt: new Date("2024-04-01T00:00:00Z") });
const other = buildResume({ title: "Other", updatedAt: new Date("2024-03-01T00:00:00Z") });

async function renderDashboard(resumes: VersionedResume[]) {
  api.on("GET /api/resume", ok(resumes.map(toJson)));
  const view = renderRoute(ResumesPage, { path: "/dashboard/resumes", user: ada });
  await screen.findByRole("link", { name: /Master/ });
  return { ...view, user: userEvent.setup() };
}

async function chooseFromMenu(user: ReturnType<typeof userEvent.setup>, title: string, item: string) {
  await user.click(screen.getByRole("button", { name: fill(menu.label, { title }) }));
  await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: item }));
}

describe("groupResumes", () => {
  it("puts variants under their master in the list's order, and keeps a variant whose master is gone", () => {
    const orphan = buildResume({ title: "Orphan", masterId: "resumegone000000000000" });
    const groups = groupResumes([german, other, backend, master, orphan]);
    expect(groups.map((group) => [group.resume.title, group.variants.map((variant) => variant.title)])).toEqual([
      ["Other", []],
      ["Master", ["Lebenslauf", "Backend"]],
      ["Orphan", []],
    ]);
  });
});

describe("variants on the dashboard", () => {
  it("lists variants under their master with language and purpose, folded and unfolded by a button", async () => {
    const { user } = await renderDashboard([master, german, backend, other]);
    const group = screen.getByRole("list", { name: fill(text.group.label, { title: "Master" }) });
    expect(within(group).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([`/builder/${german.id}`, `/builder/${backend.id}`]);
    expect(within(group).getByText("Deutsch").getAttribute("lang")).toBe("de-DE");
    expect(within(group).getByText("Jobs in Berlin")).toBeTruthy();

    const toggle = screen.getByRole("button", { name: new RegExp(fill(text.group.label, { title: "Master" })) });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: fill(text.group.label, { title: "Master" }) })).toBeNull();
  });

  it("makes a variant from a master's menu with title, address, language and purpose", async () => {
    const { user, queryClient } = await renderDashboard([master]);
    const made = buildResume({ title: "Deutsch", slug: "deutsch", masterId: master.id, language: "de-DE" });
    api.on(`POST /api/resume/${master.id}/variants`, { status: 201, body: toJson(made) });
    await chooseFromMenu(user, "Master", text.create.title);
    const dialog = await screen.findByRole("dialog", { name: text.create.title });
    await user.type(within(dialog).getByLabelText(enUS.resumeDialog.titleLabel), "Deutsch");
    await user.selectOptions(within(dialog).getByLabelText(text.fields.language), "de-DE");
    await user.type(within(dialog).getByLabelText(text.fields.purpose), "Berlin");
    await user.click(within(dialog).getByRole("button", { name: text.create.submit }));

    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    const post = api.calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({ title: "Deutsch", slug: "deutsch", language: "de-DE", purpose: "Berlin" });
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)?.map((resume) => resume.id)).toContain(made.id);
  });

  it("says why the server refused a variant, in the user's language", async () => {
    const { user } = await renderDashboard([master]);
    api.on(`POST /api/resume/${master.id}/variants`, fail(409, "ResumeTooManyVariants"));
    await chooseFromMenu(user, "Master", text.create.title);
    const dialog = await screen.findByRole("dialog", { name: text.create.title });
    await user.type(within(dialog).getByLabelText(enUS.resumeDialog.titleLabel), "One more");
    await user.click(within(dialog).getByRole("button", { name: text.create.submit }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.ResumeTooManyVariants);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("detaches a variant from its menu; a variant's menu offers no new variant", async () => {
    const { user } = await renderDashboard([master, backend]);
    api.on(`POST /api/resume/${backend.id}/detach`, ok(toJson({ ...backend, masterId: null })));
    await user.click(screen.getByRole("button", { name: fill(menu.label, { title: "Backend" }) }));
    const items = within(await screen.findByRole("menu")).getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toContain(text.menu.detach);
    expect(items).not.toContain(text.create.title);
    await user.click(screen.getByRole("menuitem", { name: text.menu.detach }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.title).toBe(fill(text.detached, { title: "Backend" }));
    await expect.poll(() => screen.queryByRole("list", { name: fill(text.group.label, { title: "Master" }) })).toBeNull();
  });

  it("deleting a master names its variants and sends the choice: detach, or delete them with it", async () => {
    const { user, queryClient } = await renderDashboard([master, german, backend]);
    api.on(`DELETE /api/resume/${master.id}`, ok(toJson(master)));
    await chooseFromMenu(user, "Master", menu.delete);
    const dialog = await screen.findByRole("dialog");
    const group = within(dialog).getByRole("group", { name: fill(text.deleteMaster.description, { title: "Master", variants: "Lebenslauf, Backend" }) });
    expect((within(group).getByRole("radio", { name: text.deleteMaster.detach }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole("radio", { name: text.deleteMaster.delete }));
    await user.type(within(dialog).getByRole("textbox"), "delete");
    await user.click(within(dialog).getByRole("button", { name: enUS.resumeDialog.delete }));

    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/api/resume/${master.id}?variants=delete`]);
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toEqual([]);
  });
});
