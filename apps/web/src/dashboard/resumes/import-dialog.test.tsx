import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type ResumeData, createDefaultResumeData, pdfAttachmentMarker, pdfAttachmentName, resumeSchemaVersion, sampleResume } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import type { VersionedResume } from "@/api/resume-api";
import { resumeQueryKey, resumesQueryKey } from "@/api/resume-queries";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { buildResume, toJson } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { ResumesPage } from "@/routes/dashboard/resumes-page";

/** A file of the importers' fixtures (packages/importers/src/__fixtures__). */
const importerFixture = (name: string, type: string) =>
  new File([readFileSync(path.resolve(import.meta.dirname, "../../../../../packages/importers/src/__fixtures__", name))], path.basename(name), { type });
/** A zip archive without entries: only its end record. */
const emptyZip = () => new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])], "empty.zip", { type: "application/zip" });

const text = enUS.importDialog;

const api = withTestApi();
beforeEach(() => {
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
  it("opens on the current format, accepting .json files and the PDFs Vitae prints", async () => {
    await openImport();
    expect(useDialogStore.getState().dialog).toEqual({ name: "import", mode: "create" });
    expect(formatSelect().value).toBe("reactive-resume-json");
    expect(formatSelect().selectedOptions[0]?.textContent).toBe(text.formats["reactive-resume-json"]);
    expect(fileInput().accept).toBe(".json,.pdf");
    expect(button(text.import)).toBeNull();
  });

  it("offers the four import formats, each accepting its file type", async () => {
    const { user } = await openImport();
    const options = [...formatSelect().options].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ["reactive-resume-json", text.formats["reactive-resume-json"]],
      ["reactive-resume-v3-json", text.formats["reactive-resume-v3-json"]],
      ["json-resume-json", text.formats["json-resume-json"]],
      ["linkedin-data-export-zip", text.formats["linkedin-data-export-zip"]],
    ]);
    for (const [format, accept] of [["reactive-resume-v3-json", ".json"], ["json-resume-json", ".json"], ["linkedin-data-export-zip", ".zip"]]) {
      await user.selectOptions(formatSelect(), format as string);
      expect(fileInput().accept).toBe(accept);
    }
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

  it("imports the resume a Vitae PDF carries, and says another PDF was not made by Vitae", async () => {
    const { PDFDocument } = await import("pdf-lib");
    const document = await PDFDocument.create();
    document.addPage();
    const plain = await document.save();
    const content = { ...sampleResume, [pdfAttachmentMarker]: resumeSchemaVersion };
    await document.attach(new TextEncoder().encode(JSON.stringify(content)), pdfAttachmentName, { mimeType: "application/json" });
    const printed = await document.save();
    const pdfFile = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" });

    api.on("POST /api/resume/import", { status: 201, body: toJson(buildResume({ title: sampleResume.basics.name })) });
    const { user } = await openImport();
    await uploadAndValidate(user, pdfFile(plain, "scan.pdf"));
    expect(await screen.findByRole("list", { name: text.issuesTitle })).toBeTruthy();
    expect(issues()).toEqual([`${text.wholeFile} ${text.errors.notVitaePdf}`]);

    await user.click(button(enUS.common.retry) as HTMLElement);
    await uploadAndValidate(user, pdfFile(printed, "Marisol.pdf"));
    await user.click((await screen.findByRole("button", { name: text.import })) as HTMLElement);
    await expect.poll(() => importCalls().map((call) => call.body)).toEqual([{ data: sampleResume, title: sampleResume.basics.name }]);
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
    expect(fileInput().accept).toBe(".json,.pdf");
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
  it.each([
    ["reactive-resume-v3-json", "reactive-resume-v3/full.json", "application/json", "张伟"],
    ["json-resume-json", "json-resume/full.json", "application/json", "Мария Иванова"],
    ["linkedin-data-export-zip", "linkedin/linkedin-export.zip", "application/zip", "Олена Коваленко"],
  ])("imports a %s file converted to our format, titled with the name", async (format, fixture, type, name) => {
    api.on("POST /api/resume/import", { status: 201, body: toJson(buildResume({ title: name })) });
    const { user } = await openImport();
    await user.selectOptions(formatSelect(), format);
    await uploadAndValidate(user, importerFixture(fixture, type));
    await user.click((await screen.findByRole("button", { name: text.import })) as HTMLElement);
    await expect.poll(() => useDialogStore.getState().dialog).toBeNull();
    const [body] = importCalls().map((call) => call.body as { data: ResumeData; title: string });
    expect(body?.title).toBe(name);
    expect(body?.data.basics.name).toBe(name);
    expect(body?.data.sections.experience.items.length).toBeGreaterThan(0);
  });

  it("shows what the import changed as notes beside the valid state", async () => {
    const { user } = await openImport();
    await user.selectOptions(formatSelect(), "json-resume-json");
    await uploadAndValidate(user, importerFixture("json-resume/full.json", "application/json"));
    await screen.findByRole("button", { name: text.import });
    const notes = within(screen.getByRole("list", { name: text.warningsTitle })).getAllByRole("listitem").map((item) => item.textContent);
    expect(notes).toEqual([
      'basics.url Added https:// to the address "maria.example.org"',
      'basics.profiles.1.url Added https:// to the address "stackoverflow.com/users/1/maria"',
    ]);
    expect(toast()).toBeUndefined();
  });

  it("lists a LinkedIn export's invalid email with its file, row and column", async () => {
    const { user } = await openImport();
    await user.selectOptions(formatSelect(), "linkedin-data-export-zip");
    await uploadAndValidate(user, emptyZip());
    await screen.findByRole("list", { name: text.issuesTitle });
    expect(issues()).toEqual([`${text.wholeFile} ${text.errors.emptyZip}`]);
    expect(text.errors.emptyZip).toBe("ParserError: There were no files found inside the zip archive.");

    await user.click(button(enUS.common.retry) as HTMLElement);
    await uploadAndValidate(user, importerFixture("linkedin/invalid-email.zip", "application/zip"));
    await screen.findByRole("list", { name: text.issuesTitle });
    expect(issues()).toEqual(["Email Addresses.csv.2.Email Address Expected an email address"]);
    expect(toast()).toMatchObject({ variant: "error", title: text.invalidToast.title });
    expect(importCalls()).toHaveLength(0);
  });

  it("preselects the format the chosen file's content shows, keeping the file", async () => {
    const { user } = await openImport();
    expect(formatSelect().value).toBe("reactive-resume-json");
    await user.upload(fileInput(), importerFixture("reactive-resume-v3/full.json", "application/json"));
    await screen.findByText(text.detected.replace("{{format}}", text.formats["reactive-resume-v3-json"]));
    expect(formatSelect().value).toBe("reactive-resume-v3-json");
    expect(fileInput().files?.[0]?.name).toBe("full.json");
    await user.click(button(text.validate) as HTMLElement);
    expect(await screen.findByRole("button", { name: text.import })).toBeTruthy();
  });

  it("names the format a file looks like when another was chosen, and offers it", async () => {
    const { user } = await openImport();
    await user.selectOptions(formatSelect(), "reactive-resume-v3-json");
    await uploadAndValidate(user, importerFixture("json-resume/full.json", "application/json"));
    await screen.findByRole("list", { name: text.issuesTitle });
    const jsonResume = text.formats["json-resume-json"];
    expect(issues()).toEqual([`${text.wholeFile} ${text.errors.wrongFormat.replace("{{format}}", jsonResume)}`]);
    await user.click(button(text.useDetected.replace("{{format}}", jsonResume)) as HTMLElement);
    expect(await screen.findByRole("button", { name: text.import })).toBeTruthy();
    expect(formatSelect().value).toBe("json-resume-json");
    expect(fileInput().files?.[0]?.name).toBe("full.json");
  });

  it("refuses 100 000-deep nesting with a clear error", async () => {
    const { user } = await openImport();
    await uploadAndValidate(user, new File(["[".repeat(100_000)], "deep.json", { type: "application/json" }));
    await screen.findByRole("list", { name: text.issuesTitle });
    expect(issues()).toEqual([`${text.wholeFile} ${text.errors.jsonTooDeep}`]);
  });

  it("makes the title unique among the user's resumes", async () => {
    const existing = [
      buildResume({ title: "Another resume" }),
      buildResume({ title: sampleResume.basics.name }),
      buildResume({ title: `${sampleResume.basics.name} (2)` }),
    ];
    api.on("POST /api/resume/import", { status: 201, body: toJson(buildResume({ title: `${sampleResume.basics.name} (3)` })) });
    const { user } = await openImport(existing);
    await uploadAndValidate(user, jsonFile(sampleResume));
    await user.click((await screen.findByRole("button", { name: text.import })) as HTMLElement);
    await expect.poll(() => importCalls().map((call) => (call.body as { title: string }).title)).toEqual([
      `${sampleResume.basics.name} (3)`,
    ]);
  });
});
