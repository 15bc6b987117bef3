import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { VersionedResume } from "@/api/resume-api";
import { resumeQueryKey, resumesQueryKey } from "@/api/resume-queries";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { buildResume, toJson } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { ResumesPage } from "@/routes/dashboard/resumes-page";

const menu = enUS.dashboard.resumes.menu;
const text = enUS.lockDialog;

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useDialogStore.setState({ dialog: null });
});

async function openLockDialog(resume: VersionedResume, item: string) {
  api.on("GET /api/resume", ok([toJson(resume)]));
  const view = renderRoute(ResumesPage, { path: "/dashboard/resumes", user: ada });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: menu.label.replace("{{title}}", resume.title) }));
  await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: item }));
  return { ...view, user, dialog: await screen.findByRole("dialog") };
}

const lockCalls = (id: string) => api.calls.filter((call) => call.method === "PATCH" && call.path === `/api/resume/${id}/lock`);
// `hidden`: while a dialog is open, the page behind it is hidden from assistive technology.
const overlay = (title: string) =>
  within(screen.getByRole("link", { name: new RegExp(title), hidden: true })).queryByTestId("resume-lock-overlay");

describe("lock dialog", () => {
  it("create locks: sends set=true and shows the overlay from the answer", async () => {
    const resume = buildResume({ title: "To lock" });
    const lockedCopy = { ...resume, locked: true };
    api.on(`PATCH /api/resume/${resume.id}/lock`, ok(toJson(lockedCopy)));
    const { user, dialog, queryClient } = await openLockDialog(resume, menu.lock);
    expect(useDialogStore.getState().dialog).toEqual({ name: "lock", mode: "create", id: resume.id });
    expect(within(dialog).getByRole("heading").textContent).toBe(text.lockTitle);

    await user.click(within(dialog).getByRole("button", { name: text.lock }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(lockCalls(resume.id).map((call) => call.body)).toEqual([{ set: true }]);
    await expect.poll(() => overlay("To lock")).toBeTruthy();
    expect(queryClient.getQueryData(resumeQueryKey(resume.id))).toEqual(lockedCopy);
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toEqual([lockedCopy]);
  });

  it("update unlocks: sends set=false and removes the overlay", async () => {
    const resume = buildResume({ title: "To unlock", locked: true });
    api.on(`PATCH /api/resume/${resume.id}/lock`, ok(toJson({ ...resume, locked: false })));
    const { user, dialog } = await openLockDialog(resume, menu.unlock);
    expect(useDialogStore.getState().dialog).toEqual({ name: "lock", mode: "update", id: resume.id });
    expect(within(dialog).getByRole("heading").textContent).toBe(text.unlockTitle);

    await user.click(within(dialog).getByRole("button", { name: text.unlock }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(lockCalls(resume.id).map((call) => call.body)).toEqual([{ set: false }]);
    await expect.poll(() => overlay("To unlock")).toBeNull();
  });

  it("cancel sends nothing and gives focus back to the card's actions button", async () => {
    const resume = buildResume({ title: "Untouched" });
    const { user, dialog } = await openLockDialog(resume, menu.lock);
    await user.click(within(dialog).getByRole("button", { name: enUS.common.cancel }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(lockCalls(resume.id)).toHaveLength(0);
    await expect
      .poll(() => document.activeElement?.getAttribute("aria-label"))
      .toBe(menu.label.replace("{{title}}", "Untouched"));
  });

  it("keeps the dialog open with a toast when the call fails", async () => {
    const resume = buildResume({ title: "Flaky" });
    api.on(`PATCH /api/resume/${resume.id}/lock`, fail(500, "SomethingWentWrong"));
    const { user, dialog } = await openLockDialog(resume, menu.lock);
    await user.click(within(dialog).getByRole("button", { name: text.lock }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.SomethingWentWrong);
    expect((within(dialog).getByRole("button", { name: text.lock }) as HTMLButtonElement).disabled).toBe(false);
    expect(overlay("Flaky")).toBeNull();
  });
});
