import { randomBytes } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checkContext, drawnPdf, htmlPdf, resultOf, resumeRuns, sampleData } from "../test/check-pdfs";
import { imageOf } from "../test/test-images";
import { fileChecks } from "./file-checks";

/** The sample with one job of three years. */
function shortCareer() {
  const data = sampleData();
  data.sections.experience.items = data.sections.experience.items.slice(2).map((item) => ({ ...item, date: "2019 - 2021" }));
  return data;
}

describe("file checks", () => {
  it("pass for a small one-page Chromium print: text layer, embedded fonts, size, length", async () => {
    const data = shortCareer();
    const pdf = await htmlPdf(`<h1 style="font-family:sans-serif">${data.basics.name}</h1><p>${data.basics.email}</p>`);
    const results = fileChecks(await checkContext(data, { pdf }));
    for (const id of ["text-layer", "text-in-images", "fonts-embedded", "file-size", "page-count"]) expect(resultOf(results, id).status, id).toBe("pass");
  });

  it("fail for a PDF without text", async () => {
    const results = fileChecks(await checkContext(sampleData(), { pdf: await drawnPdf([[]]) }));
    expect(resultOf(results, "text-layer").status).toBe("fail");
  });

  it("pass a page with a picture beside its text, fail a page that is only a picture", async () => {
    const picture = `data:image/png;base64,${(await imageOf("png", 120, 80)).toString("base64")}`;
    const data = sampleData();
    const text = resumeRuns(data)[0]!.map((run) => `<p>${run.text}</p>`).join("");
    const withText = await htmlPdf(`<img src="${picture}" width="120" height="80">${text}`);
    expect(resultOf(fileChecks(await checkContext(data, { pdf: withText })), "text-in-images").status).toBe("pass");
    const imageOnly = await htmlPdf(`<img src="${picture}" width="600" height="800">`);
    const result = resultOf(fileChecks(await checkContext(data, { pdf: imageOnly })), "text-in-images");
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe("page 1: 1 image");
  });

  it("warn about fonts the PDF does not embed", async () => {
    const result = resultOf(fileChecks(await checkContext(sampleData())), "fonts-embedded");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("Helvetica");
  });

  it("warn about a file over 2 MB", async () => {
    const document = await PDFDocument.load(await drawnPdf(resumeRuns(sampleData())));
    await document.attach(randomBytes(2.5 * 1024 * 1024), "padding.bin", { mimeType: "application/octet-stream" });
    const result = resultOf(fileChecks(await checkContext(sampleData(), { pdf: await document.save() })), "file-size");
    expect(result.status).toBe("warn");
    expect(result.evidence).toMatch(/^2(\.\d{1,2})? MB$/);
  });

  it("fail a file over 5 MB, which most upload forms refuse", async () => {
    const document = await PDFDocument.load(await drawnPdf(resumeRuns(sampleData())));
    await document.attach(randomBytes(5.5 * 1024 * 1024), "padding.bin", { mimeType: "application/octet-stream" });
    const result = resultOf(fileChecks(await checkContext(sampleData(), { pdf: await document.save() })), "file-size");
    expect(result.status).toBe("fail");
    expect(result.evidence).toMatch(/^5(\.\d{1,2})? MB$/);
  });

  it("warn about two pages for three years of experience", async () => {
    const data = shortCareer();
    const pdf = await drawnPdf([[{ text: data.basics.name, x: 40, y: 40 }], [{ text: "Experience", x: 40, y: 40 }]]);
    const result = resultOf(fileChecks(await checkContext(data, { pdf })), "page-count");
    expect(result.status).toBe("warn");
    expect(result.evidence).toBe("2 pages, 3 years of experience");
  });
});
