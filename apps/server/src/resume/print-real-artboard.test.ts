import { existsSync } from "node:fs";
import path from "node:path";
import { sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { pdfFirstPageRuns, pdfText } from "../test/pdf-text";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume } from "../test/test-resumes";

// Needs the built web app; `npm test` builds it first. Without it the test fails and says why.
const built = existsSync(path.join(webDistDir, "artboard.html"));

describe("printing through the real built artboard (apps/web/dist)", () => {
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    if (!built) throw new Error("apps/web/dist/artboard.html is missing: run `npm run build` (npm test does it).");
    // The app's own printer, loading the artboard from the port the server listens on.
    testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => testApp?.close());

  const app = () => testApp as TestApp;

  it("prints the sample resume as a PDF and a page-1 preview", async () => {
    const browser = new TestClient(app().app);
    await signUp(browser);
    const resume = await createResume(browser, { sample: true, title: "Sample résumé" });
    const pdf = await browser.get(`/api/resume/print/${resume.id}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const file = await browser.get(new URL(pdf.json().url, "http://x").pathname);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.headers["content-disposition"]).toContain("Sample-r%C3%A9sum%C3%A9.pdf");
    const preview = await browser.get(`/api/resume/print/${resume.id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
  }, 60_000);

  it("prints the page numbers in the owner's language", async () => {
    const browser = new TestClient(app().app);
    await signUp(browser);
    expect((await browser.patch("/api/user/me", { locale: "de-DE" })).statusCode).toBe(200);
    const resume = await createResume(browser, { sample: true, title: "Lebenslauf" });
    const pdf = await browser.get(`/api/resume/print/${resume.id}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText((await browser.get(new URL(pdf.json().url, "http://x").pathname)).rawPayload);
    // The sample resume has page numbers on and two pages.
    expect(text).toContain("Seite 1 von 2");
    expect(text).not.toContain("Page 1 of 2");
  }, 60_000);

  it("lays out a variant in a right-to-left language right to left, its left-to-right master as before", async () => {
    const browser = new TestClient(app().app);
    await signUp(browser);
    const master = await createResume(browser, { sample: true, title: "CV" });
    const created = await browser.post(`/api/resume/${master.id}/variants`, { title: "CV عربي", slug: "cv-ar", language: "ar-SA" });
    expect(created.statusCode, created.body).toBe(201);
    const printed = async (id: string) => {
      const answer = await browser.get(`/api/resume/print/${id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return pdfFirstPageRuns((await browser.get(new URL(answer.json().url, "http://x").pathname)).rawPayload);
    };
    // Where the name starts: near the left margin left to right, pushed to the right edge right to left.
    const nameAt = (runs: { text: string; x: number }[]) => runs.find((run) => run.text.includes(sampleResume.basics.name))?.x;
    const ltr = nameAt(await printed(master.id));
    const rtl = nameAt(await printed((created.json() as { id: string }).id));
    expect(ltr).toBeDefined();
    expect(rtl).toBeDefined();
    expect(rtl as number).toBeGreaterThan((ltr as number) + 100);
  }, 90_000);

  it("closes promptly after printing: the printer's warm pages do not hold the server open", async () => {
    const started = performance.now();
    await app().close();
    testApp = undefined;
    // A connection Chromium opened ahead of use would otherwise wait out Node's 60 s headers timeout.
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 60_000);
});
