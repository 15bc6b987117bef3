import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type ResumeData, createDefaultResumeData, sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { VersionedResume } from "../../../api/resume-api";
import { resumeQueryKey, resumesQueryKey } from "../../../api/resume-queries";
import enUS from "../../../locales/en-US.json";
import { type BrowserApi, ok, startBrowserApi } from "../../../test/browser-api";
import { renderRoute } from "../../../test/render-route";
import { buildResume, toJson } from "../../../test/resume-fixture";
import { ada } from "../../../test/user-fixture";
import { useDialogStore } from "../../../ui/dialog-store";
import { useToastStore } from "../../../ui/toast/toast-store";
import { ResumesPage } from "../resumes-page";
import type * as ImportFormats from "./import-formats";

// This build imports one format; a second, stand-in format (any .zip is "valid") lets the
// tests see what switching formats does. The dashboard test checks the real list.
vi.mock("./import-formats", async (importOriginal) => {
  const actual = await importOriginal<typeof ImportFormats>();
  const standIn = {
    format: "linkedin-data-export-zip",
    accept: ".zip",
    check: () => ({ valid: true, data: createDefaultResumeData() }),
  } as const;
  return { ...actual, webImportFormats: [...actual.webImportFormats, standIn] };
});

const text = enUS.importDialog;

let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  useToastStore.setState({ toasts: [] });
  useDialogStore.setState({ dialog: null });
});

const importCalls = () => api.calls.filter((call) => call.method === "POST" && call.path === "/api/resume/import");
const toast = () => useToastStore.getState().toasts[0];
const jsonFile = (value: unknown, name = "resume.json") => new File([JSON.stringify(value)], name, { type: "application/json" });
const fileInput = () => screen.getByLabelText(text.fileLabel) as HTMLInputElement;
const formatSelect = () => screen.getByLabelText(text.formatLabel) as HTMLSelectElement;
const button = (name: string) => within(screen.getByRole("dialog")).queryByRole("button", { name });
const listedHrefs = () =>
  within(screen.getByRole("list", { name: enUS.dashboard.resumes.listLabel }))
    .queryAllByRole("link", { hidden: true })
    .map((link) => link.getAttribute("href"));

/** The dashboard with `resumes` listed and the import dialog opened from its card. */
async function openImport(resumes: VersionedResume[] = []) {
  api.on("GET /api/resume", ok(resumes.map(toJson)));
  const view = renderRoute(ResumesPage, { path: "/dashboard/resumes", user: ada });
  if (resumes.length === 0) await screen.findByText(enUS.dashboard.resumes.empty.title);
  else await screen.findByRole("link", { name: new RegExp(resumes[0]?.title ?? "") });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: new RegExp(enUS.dashboard.resumes.import.title) }));
  await screen.findByRole("dialog", { name: text.title });
  return { ...view, user };
}

async function uploadAndValidate(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(fileInput(), file);
  await user.click(button(text.validate) as HTMLElement);
}

/** The listed issues as "path message". */
const issues = () =>
  within(screen.getByRole("list", { name: text.issuesTitle }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("import dialog", () => {
  it("opens on the current format, accepting .json files", async () => {
    await openImport();
    expect(useDialogStore.getState().dialog).toEqual({ name: "import", mode: "create" });
    expect(formatSelect().value).toBe("reactive-resume-json");
    expect(formatSelect().selectedOptions[0]?.textContent).toBe(text.formats["reactive-resume-json"]);
    expect(fileInput().accept).toBe(".json");
    expect(button(text.import)).toBeNull();
  });

  it("asks for a file before checking", async () => {
    const { user } = await openImport();
    await user.click(button(text.validate) as HTMLElement);
    expect(screen.getByText(text.fileRequired)).toBeTruthy();
    expect(fileInput().getAttribute("aria-invalid")).toBe("true");
  });

  it("reports a file that is not JSON, with a toast and a retry that starts over", async () => {
    const { user } = await openImport();
    await uploadAndValidate(user, new File(["{ not json"], "broken.json", { type: "application/json" }));

    expect(await screen.findByRole("list", { name: text.issuesTitle })).toBeTruthy();
    expect(issues()).toEqual([`${text.wholeFile} ${text.errors.parseJson}`]);
    expect(toast()).toMatchObject({ variant: "error", title: text.invalidToast.title });
    expect(button(text.import)).toBeNull();
    expect(importCalls()).toHaveLength(0);

    await user.click(button(enUS.common.retry) as HTMLElement);
    expect(screen.queryByRole("list", { name: text.issuesTitle })).toBeNull();
    expect(fileInput().files).toHaveLength(0);
    expect(button(text.validate)).toBeTruthy();
  });

  it("reports a file the browser cannot read", async () => {
    const { user } = await openImport();
    const unreadable = jsonFile(sampleResume);
    Object.defineProperty(unreadable, "arrayBuffer", { value: () => Promise.reject(new Error("NotReadableError")) });
    await uploadAndValidate(user, unreadable);
    await screen.findByRole("list", { name: text.issuesTitle });
    expect(issues()).toEqual([`${text.wholeFile} ${text.errors.readFile}`]);
  });

  it("lists every schema issue with its path", async () => {
    const broken = structuredClone(sampleResume) as ResumeData;
    (broken.basics as { email: string }).email = "not-an-email";
    (broken.sections.skills.items[0] as { level: number }).level = 9;
    (broken.metadata as { template: unknown }).template = 42;
    const { user } = await openImport();
    await uploadAndValidate(user, jsonFile(broken));

    await screen.findByRole("list", { name: text.issuesTitle });
    const listed = issues();
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(
      expect.arrayContaining([
        `basics.email ${enUS.validation.email}`,
        expect.stringMatching(/^sections\.skills\.items\.0\.level /),
        expect.stringMatching(/^metadata\.template /),
      ]),
    );
    expect(toast()).toMatchObject({ variant: "error", title: text.invalidToast.title });
    expect(importCalls()).toHaveLength(0);
  });

  it("imports a valid file (byte-order mark and all) with the name as title", async () => {
    const fresh = buildResume({ title: sampleResume.basics.name });
    api.on("POST /api/resume/import", { status: 201, body: toJson(fresh) });
    const { user } = await openImport();
    const withBom = new File(["\uFEFF", JSON.stringify(sampleResume)], "export.json", { type: "application/json" });
    await uploadAndValidate(user, withBom);

    const indicator = (await screen.findByRole("button", { name: text.valid })) as HTMLButtonElement;
    expect(indicator.disabled).toBe(true);
    expect(button(text.validate)).toBeNull();
    await user.click(button(text.import) as HTMLElement);
    await expect.poll(() => useDialogStore.getState().dialog).toBeNull();
    expect(importCalls().map((call) => call.body)).toEqual([{ data: sampleResume, title: sampleResume.basics.name }]);
  });

  it("takes the title from the file name when the resume has no name", async () => {
    const data = createDefaultResumeData();
    api.on("POST /api/resume/import", { status: 201, body: toJson(buildResume({ title: "My CV 2024" })) });
    const { user } = await openImport();
    await uploadAndValidate(user, jsonFile(data, "My CV 2024.json"));
    await user.click((await screen.findByRole("button", { name: text.import })) as HTMLElement);
    await expect.poll(() => importCalls().map((call) => call.body)).toEqual([{ data, title: "My CV 2024" }]);
  });

  it("changing the format resets the file and the check", async () => {
    const { user } = await openImport();
    await uploadAndValidate(user, jsonFile(sampleResume));
    await screen.findByRole("button", { name: text.import });

    await user.selectOptions(formatSelect(), "linkedin-data-export-zip");
    expect(fileInput().files).toHaveLength(0);
    expect(fileInput().accept).toBe(".zip");
    expect(button(text.import)).toBeNull();
    expect(button(text.valid)).toBeNull();
    expect(button(text.validate)).toBeTruthy();

    // Back again: nothing of the earlier check comes back.
    await user.selectOptions(formatSelect(), "reactive-resume-json");
    expect(fileInput().accept).toBe(".json");
    expect(button(text.import)).toBeNull();
    expect(importCalls()).toHaveLength(0);
  });

  it("choosing another file resets the check", async () => {
    const { user } = await openImport();
    await uploadAndValidate(user, jsonFile(sampleResume));
    await screen.findByRole("button", { name: text.import });
    await user.upload(fileInput(), jsonFile({ nope: true }, "other.json"));
    expect(button(text.import)).toBeNull();
    expect(button(text.validate)).toBeTruthy();
  });

  it("opening the dialog again starts afresh", async () => {
    const { user } = await openImport();
    await uploadAndValidate(user, jsonFile(sampleResume));
    await screen.findByRole("button", { name: text.import });
    await user.keyboard("{Escape}");
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();

    await user.keyboard("{Control>}i{/Control}");
    await screen.findByRole("dialog", { name: text.title });
    expect(fileInput().files).toHaveLength(0);
    expect(button(text.import)).toBeNull();
    expect(button(text.validate)).toBeTruthy();
  });

  it("on success closes and adds the resume to the list without refetching", async () => {
    const existing = buildResume({ title: "Existing", updatedAt: new Date("2024-01-01T00:00:00Z") });
    const imported = buildResume({ title: sampleResume.basics.name, updatedAt: new Date("2025-01-01T00:00:00Z"), data: sampleResume });
    api.on("POST /api/resume/import", { status: 201, body: toJson(imported) });
    const { user, queryClient } = await openImport([existing]);
    await uploadAndValidate(user, jsonFile(sampleResume));
    await user.click((await screen.findByRole("button", { name: text.import })) as HTMLElement);

    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    await expect.poll(listedHrefs).toEqual([`/builder/${imported.id}`, `/builder/${existing.id}`]);
    expect(queryClient.getQueryData(resumeQueryKey(imported.id))).toEqual(imported);
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toHaveLength(2);
    expect(api.calls.filter((call) => call.method === "GET" && call.path === "/api/resume")).toHaveLength(1);
  });

  it("on failure keeps the dialog open and shows the server's message", async () => {
    const message = "data.basics.email: Invalid email address";
    api.on("POST /api/resume/import", { status: 400, body: { statusCode: 400, code: "ValidationError", message } });
    const { user } = await openImport();
    await uploadAndValidate(user, jsonFile(sampleResume));
    await user.click((await screen.findByRole("button", { name: text.import })) as HTMLElement);

    await expect.poll(toast).toMatchObject({ variant: "error", title: text.importFailed, description: message });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect((button(text.import) as HTMLButtonElement).disabled).toBe(false);
  });
});
