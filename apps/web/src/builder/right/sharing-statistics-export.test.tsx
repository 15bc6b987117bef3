import { act, screen, waitFor } from "@testing-library/react";
import { createDefaultResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { fail, ok } from "@/test/browser-api";
import { toJson } from "@/test/resume-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { ExportSection } from "./export-section";
import { renderDesign, storeData, withTestApi } from "../../test/render-design";
import { SharingSection } from "./sharing-section";
import { StatisticsSection } from "./statistics-section";

const text = enUS.builderRight;

const server = withTestApi();
afterEach(() => useBuilderStore.getState().unload());

const meta = () => useBuilderStore.getState().meta;
const toast = () => useToastStore.getState().toasts[0];

describe("sharing section", () => {
  it("makes the resume public through the API, then shows its public link to copy", async () => {
    const { user, resume } = renderDesign(<SharingSection />, { slug: "my-cv", version: 3 });
    server.api.on(`PATCH /api/resume/${resume.id}`, ({ body }) =>
      ok(toJson({ ...resume, ...(body as object), version: 4, updatedAt: new Date("2024-05-01T00:00:00.000Z") })),
    );
    expect(screen.getByText(text.sharing.privateHint)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: text.sharing.url })).toBeNull();

    await user.click(screen.getByRole("switch", { name: text.sharing.public }));
    const link = (await screen.findByRole("textbox", { name: text.sharing.url })) as HTMLInputElement;
    const writes = server.api.calls.filter((call) => call.method !== "GET");
    expect(writes).toEqual([{ method: "PATCH", path: `/api/resume/${resume.id}`, body: { visibility: "public" } }]);
    // The new version goes with it: the next save must quote it.
    expect(meta()).toMatchObject({ visibility: "public", version: 4, updatedAt: new Date("2024-05-01T00:00:00.000Z") });
    expect(link.value).toBe(`${window.location.origin}/ada/my-cv`);
    expect(screen.getByRole("switch", { name: text.sharing.public }).getAttribute("aria-checked")).toBe("true");

    await user.click(screen.getByRole("button", { name: text.sharing.copy }));
    expect(toast()?.title).toBe(text.sharing.copied);
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/ada/my-cv`);
  });

  it("shares the link under the instance's public address (PUBLIC_URL), not the page's own origin", async () => {
    server.api.on("GET /api/instance", ok({ publicUrl: "https://cv.example.org" }));
    const { user } = renderDesign(<SharingSection />, { slug: "my-cv", visibility: "public" });
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: text.sharing.url }) as HTMLInputElement).value).toBe("https://cv.example.org/ada/my-cv"),
    );
    await user.click(screen.getByRole("button", { name: text.sharing.copy }));
    await expect(navigator.clipboard.readText()).resolves.toBe("https://cv.example.org/ada/my-cv");
  });

  it("makes a public resume private and hides the link", async () => {
    const { user, resume } = renderDesign(<SharingSection />, { visibility: "public" });
    server.api.on(`PATCH /api/resume/${resume.id}`, ({ body }) => ok(toJson({ ...resume, ...(body as object), version: 2 })));
    expect(screen.getByRole("textbox", { name: text.sharing.url })).toBeTruthy();
    await user.click(screen.getByRole("switch", { name: text.sharing.public }));
    await waitFor(() => expect(meta()?.visibility).toBe("private"));
    expect(server.api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ visibility: "private" });
    expect(screen.queryByRole("textbox", { name: text.sharing.url })).toBeNull();
  });

  it("keeps the visibility and shows the error when the server refuses", async () => {
    const { user, resume } = renderDesign(<SharingSection />);
    server.api.on(`PATCH /api/resume/${resume.id}`, fail(404, "ResumeNotFound"));
    await user.click(screen.getByRole("switch", { name: text.sharing.public }));
    await waitFor(() => expect(toast()?.variant).toBe("error"));
    expect(meta()?.visibility).toBe("private");
    expect(screen.getByRole("switch", { name: text.sharing.public }).getAttribute("aria-checked")).toBe("false");
  });

  it("cannot be changed while the resume is locked", () => {
    renderDesign(<SharingSection />, { locked: true });
    expect((screen.getByRole("switch", { name: text.sharing.public }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("statistics section", () => {
  it("shows views and downloads of a public resume", async () => {
    server.api.on("GET /api/resume/stats000000000000000001/downloads", ok([]));
    server.api.on("GET /api/resume/stats000000000000000001/statistics", ok({ views: 1234, downloads: 56 }));
    renderDesign(<StatisticsSection />, { id: "stats000000000000000001", visibility: "public" });
    expect(await screen.findByText("1,234")).toBeTruthy();
    expect(screen.getByText("56")).toBeTruthy();
    expect(screen.getByText(text.statistics.views)).toBeTruthy();
    expect(screen.getByText(text.statistics.downloads)).toBeTruthy();
    expect(screen.queryByText(text.statistics.privateNote)).toBeNull();
  });

  it("notes that a private resume's figures do not grow", async () => {
    server.api.on("GET /api/resume/stats000000000000000002/downloads", ok([]));
    server.api.on("GET /api/resume/stats000000000000000002/statistics", ok({ views: 0, downloads: 0 }));
    renderDesign(<StatisticsSection />, { id: "stats000000000000000002" });
    expect(screen.getByText(text.statistics.privateNote)).toBeTruthy();
    expect(await screen.findAllByText("0")).toHaveLength(2);
  });

  it("says so when the figures cannot be loaded", async () => {
    server.api.on("GET /api/resume/stats000000000000000003/downloads", ok([]));
    server.api.on("GET /api/resume/stats000000000000000003/statistics", ok({ views: "many" }));
    renderDesign(<StatisticsSection />, { id: "stats000000000000000003", visibility: "public" });
    expect(await screen.findByText(text.statistics.failed)).toBeTruthy();
    expect(screen.getAllByText("–")).toHaveLength(2);
  });
});

/** Catches browser downloads: the file name and the text of each. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((object) => {
    blob = object as Blob;
    return "blob:download";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

describe("export section", () => {
  it("downloads the resume data named after the resume's title", async () => {
    const data = createDefaultResumeData();
    data.basics.name = "Ada Lovelace";
    const { user } = renderDesign(<ExportSection />, { data, title: "Software Engineer Main" });
    const files = catchDownloads();
    await user.click(screen.getByRole("button", { name: `${text.export.json} ${text.export.jsonHint}` }));
    expect(files.map((file) => file.name)).toEqual(["Software-Engineer-Main.json"]);
    expect(JSON.parse(await (files[0]?.blob.text() ?? ""))).toEqual(storeData());
  });

  it("downloads a JSON Resume document", async () => {
    const data = createDefaultResumeData();
    data.basics.name = "Ada Lovelace";
    data.basics.headline = "Analyst";
    const { user } = renderDesign(<ExportSection />, { data, title: "Software Engineer Main" });
    const files = catchDownloads();
    await user.click(screen.getByRole("button", { name: `${text.export.jsonResume} ${text.export.jsonResumeHint}` }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe("Software-Engineer-Main.jsonresume.json");
    expect(JSON.parse(await (files[0]?.blob.text() ?? "")).basics).toMatchObject({ name: "Ada Lovelace", label: "Analyst" });
  });

  it("writes an uploaded picture into the JSON Resume document as an absolute URL under the public address", async () => {
    server.api.on("GET /api/instance", ok({ publicUrl: "https://cv.example.org" }));
    const data = createDefaultResumeData();
    data.basics.picture.url = "/api/storage/abc/resumes/def/ghi.webp";
    const { user } = renderDesign(<ExportSection />, { data });
    const files = catchDownloads();
    await user.click(screen.getByRole("button", { name: `${text.export.jsonResume} ${text.export.jsonResumeHint}` }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(JSON.parse(await (files[0]?.blob.text() ?? "")).basics.image).toBe("https://cv.example.org/api/storage/abc/resumes/def/ghi.webp");
  });

  it("opens the printed PDF", async () => {
    const { user, resume } = renderDesign(<ExportSection />);
    server.api.on(`GET /api/resume/print/${resume.id}`, ok({ url: "https://vitae.example/file.pdf" }));
    const open = vi.spyOn(window, "open").mockReturnValue({} as Window);
    await user.click(screen.getByRole("button", { name: `${text.export.pdf} ${text.export.pdfHint}` }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("https://vitae.example/file.pdf", "_blank"));
  });

  it("switches the resume data inside the PDF off and on again (on for resumes saved before the switch)", async () => {
    const { user } = renderDesign(<ExportSection />);
    const toggle = () => screen.getByRole("switch", { name: text.export.attachData });
    expect(storeData().metadata.pdf).toBeUndefined();
    expect(toggle().getAttribute("aria-checked")).toBe("true");
    await user.click(toggle());
    expect(storeData().metadata.pdf).toEqual({ attachData: false });
    expect(toggle().getAttribute("aria-checked")).toBe("false");
    await user.click(toggle());
    expect(storeData().metadata.pdf).toEqual({ attachData: true });
  });

  it("reports a failed print", async () => {
    const { user, resume } = renderDesign(<ExportSection />);
    server.api.on(`GET /api/resume/print/${resume.id}`, fail(500, "ResumePrinterError"));
    await user.click(screen.getByRole("button", { name: `${text.export.pdf} ${text.export.pdfHint}` }));
    await waitFor(() => expect(toast()?.title).toBe(text.export.printFailed));
    await act(async () => {});
    expect((screen.getByRole("button", { name: `${text.export.pdf} ${text.export.pdfHint}` }) as HTMLButtonElement).disabled).toBe(false);
  });
});
