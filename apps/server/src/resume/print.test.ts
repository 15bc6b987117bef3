import { sampleResume } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeServings } from "../db/schema";
import { afterResponseSettleMs } from "../http/after-response";
import type { ResumePrinter } from "../printer/app-printer";
import { pdfFileName } from "../printer/pdf-file-name";
import { Printer } from "../printer/printer";
import { PrinterBusyError, PrinterRenderError } from "../printer/printer-errors";
import {
  startCountingListener,
  startStandInArtboard,
  type CountingListener,
  type StandInArtboard,
} from "../test/stand-in-artboard";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume, type ResumeJson } from "../test/test-resumes";
import { chromiumPath } from "../test/chromium";

let other: CountingListener;
let artboard: StandInArtboard;
let printer: Printer;
const calls = { pdf: 0, preview: 0, ahead: 0 };
/** The render key of each render ahead and of each PDF print, in order. */
const renderKeys: { ahead: (string | undefined)[]; pdf: (string | undefined)[] } = { ahead: [], pdf: [] };
/** The labels' locale each print was asked for, in order. */
const locales: (string | undefined)[] = [];
/** The real printer (stand-in artboard) behind a wrapper that counts prints. */
const counting: ResumePrinter = {
  printPdf: (data, options) => (
    (calls.pdf += 1), locales.push(options?.locale), renderKeys.pdf.push(options?.renderKey), printer.printPdf(data, options)
  ),
  renderAhead: (data, options, beforeRendering) => (
    (calls.ahead += 1), renderKeys.ahead.push(options.renderKey), printer.renderAhead(data, options, beforeRendering)
  ),
  previewImage: (data, options) => ((calls.preview += 1), locales.push(options?.locale), printer.previewImage(data, options)),
  status: () => printer.status(),
  close: async () => undefined,
};
let testApp: TestApp;

beforeAll(async () => {
  other = await startCountingListener();
  artboard = await startStandInArtboard(other.port);
  printer = new Printer({ executablePath: chromiumPath, appOrigin: artboard.origin, poolSize: 2, queueLimit: 64, timeoutMs: 60_000 });
  await printer.warm();
  testApp = await createTestApp({ printer: counting });
});

afterAll(async () => {
  await testApp?.close();
  await printer?.close();
  await artboard?.close();
  await other?.close();
});

const client = () => new TestClient(testApp.app);
const path = (url: string) => new URL(url, "http://vitae.test").pathname;

async function owner(): Promise<{ browser: TestClient; username: string; resume: ResumeJson }> {
  const browser = client();
  const { registration } = await signUp(browser);
  return { browser, username: registration.username, resume: await createResume(browser, { sample: true }) };
}

describe("GET /api/resume/print/{id}", () => {
  it("prints the owner's resume once, then answers from the cache", async () => {
    const { browser, resume } = await owner();
    const before = calls.pdf;
    const first = await browser.get(`/api/resume/print/${resume.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(new RegExp(`^/api/resume/print/${resume.id}/file/[a-f0-9]{64}\\.pdf$`));
    expect(calls.pdf).toBe(before + 1);

    const second = await browser.get(`/api/resume/print/${resume.id}`);
    expect(second.json().url).toBe(url);
    expect(calls.pdf).toBe(before + 1);

    const file = await browser.get(path(url));
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("attachment;");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Changed data is a new print.
    const data = structuredClone(sampleResume);
    data.basics.name = "Someone Else";
    expect((await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version })).statusCode).toBe(200);
    const third = await browser.get(`/api/resume/print/${resume.id}`);
    expect(third.json().url).not.toBe(url);
    expect(calls.pdf).toBe(before + 2);
  });

  it("shares one print among concurrent identical requests", async () => {
    const { browser, resume } = await owner();
    const before = calls.pdf;
    const responses = await Promise.all(Array.from({ length: 5 }, () => browser.get(`/api/resume/print/${resume.id}`)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().url)).size).toBe(1);
    expect(calls.pdf).toBe(before + 1);
  });

  it("names the PDF after a Unicode title", async () => {
    const browser = client();
    await signUp(browser);
    const title = "Jane Doe — 简历 / CV";
    const resume = await createResume(browser, { title, sample: true });
    const { url } = (await browser.get(`/api/resume/print/${resume.id}`)).json();
    const file = await browser.get(path(url));
    const name = pdfFileName(title);
    expect(name).toBe("Jane-Doe-—-简历-CV.pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Jane-Doe-CV.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it("prints 20 different resumes at once", async () => {
    const browser = client();
    await signUp(browser);
    const resumes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createResume(browser, { title: `Concurrent ${i}`, sample: true })),
    );
    // Distinct data, so no two share a print.
    await Promise.all(
      resumes.map((resume, i) => {
        const data = structuredClone(sampleResume);
        data.basics.name = `Person ${i}`;
        return browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
      }),
    );
    const before = calls.pdf;
    const responses = await Promise.all(resumes.map((resume) => browser.get(`/api/resume/print/${resume.id}`)));
    expect(responses.map((r) => r.statusCode)).toEqual(resumes.map(() => 200));
    expect(calls.pdf).toBe(before + 20);
    const files = await Promise.all(responses.map((r) => browser.get(path(r.json().url))));
    for (const file of files) expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Nothing held or leaked: every open context is one of the pool's idle warm pages. A print
    // answers before its page is cleared for the next, so the last job may still hold its slot.
    await expect
      .poll(() => {
        const { running, queued, openContexts, idlePages } = printer.stats();
        return { running, queued, leakedContexts: openContexts - idlePages };
      })
      .toEqual({ running: 0, queued: 0, leakedContexts: 0 });
    expect(printer.stats().idlePages).toBeLessThanOrEqual(2);
  }, 120_000);

  it("is the owner's only: another user gets 404, a visitor 401", async () => {
    const { browser, resume } = await owner();
    const { url } = (await browser.get(`/api/resume/print/${resume.id}`)).json();
    const preview = (await browser.get(`/api/resume/print/${resume.id}/preview`)).json().url;
    const stranger = client();
    await signUp(stranger);
    for (const call of [`/api/resume/print/${resume.id}`, `/api/resume/print/${resume.id}/preview`, path(url), path(preview)]) {
      const response = await stranger.get(call);
      expect(response.statusCode, call).toBe(404);
      expect(response.json().code).toBe("ResumeNotFound");
      expect((await client().get(call)).statusCode, call).toBe(401);
    }
    expect((await stranger.get("/api/resume/print/nonexistent")).statusCode).toBe(404);
  });

  it("refuses file names that are not a print's", async () => {
    const { browser, resume } = await owner();
    for (const file of ["x.pdf", `${"a".repeat(64)}.pdf`, `${"a".repeat(64)}.exe`, "..%2F..%2Fsecret.pdf"]) {
      expect((await browser.get(`/api/resume/print/${resume.id}/file/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe("GET /api/resume/print/{id}/preview", () => {
  it("answers a JPEG of page 1, cached", async () => {
    const { browser, resume } = await owner();
    const before = calls.preview;
    const first = await browser.get(`/api/resume/print/${resume.id}/preview`);
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(/\/file\/[a-f0-9]{64}\.jpg$/);
    expect((await browser.get(`/api/resume/print/${resume.id}/preview`)).json().url).toBe(url);
    expect(calls.preview).toBe(before + 1);
    const file = await browser.get(path(url));
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["content-disposition"]).toBeUndefined();
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe("printer failures", () => {
  const failing = (error: Error): ResumePrinter => ({
    printPdf: () => Promise.reject(error),
    previewImage: () => Promise.reject(error),
    status: () => ({ status: "up", detail: "stand-in" }),
    close: async () => undefined,
  });

  it("answers 503 with Retry-After when the printer is busy", async () => {
    const busy = await createTestApp({ printer: failing(new PrinterBusyError(7)) });
    try {
      const browser = new TestClient(busy.app);
      await signUp(browser);
      const resume = await createResume(browser);
      for (const call of [`/api/resume/print/${resume.id}`, `/api/resume/print/${resume.id}/preview`]) {
        const response = await browser.get(call);
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("7");
        expect(response.json().code).toBe("ServiceUnavailable");
      }
    } finally {
      await busy.close();
    }
  });

  it("answers ResumePrinterError / ResumePreviewError when rendering fails", async () => {
    const broken = await createTestApp({ printer: failing(new PrinterRenderError("boom")) });
    try {
      const browser = new TestClient(broken.app);
      await signUp(browser);
      const resume = await createResume(browser);
      expect((await browser.get(`/api/resume/print/${resume.id}`)).json().code).toBe("ResumePrinterError");
      expect((await browser.get(`/api/resume/print/${resume.id}/preview`)).json().code).toBe("ResumePreviewError");
      // No PDF, no download noted.
      expect((await browser.get(`/api/resume/${resume.id}/downloads`)).json()).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe("noting a download", () => {
  const servings = async (resumeId: string) =>
    (await testApp.database.db.select().from(resumeServings).where(eq(resumeServings.resumeId, resumeId))).length;

  it("waits until the PDF's file has been sent, so it never holds up the file", async () => {
    const { browser, resume } = await owner();
    // Straight through the app, not the test client, which settles such work after each call.
    const cookie = browser.jar.headerFor("/api/resume");
    const headers = cookie ? { cookie } : {};
    const printed = await testApp.app.inject({ method: "GET", url: `/api/resume/print/${resume.id}`, headers });
    expect(printed.statusCode, printed.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, afterResponseSettleMs * 3));
    expect(await servings(resume.id)).toBe(0);
    const file = await testApp.app.inject({ method: "GET", url: path(printed.json().url), headers });
    expect(file.statusCode).toBe(200);
    // Noted once the file went, well before the wait for a file never fetched (a second) ends.
    const sentAt = performance.now();
    while ((await servings(resume.id)) === 0 && performance.now() - sentAt < 500) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await servings(resume.id)).toBe(1);
  });
});

describe("POST /api/resume/print/{id}/prepare (render ahead of the click)", () => {
  it("renders the saved resume ahead; the print that follows is made from that render", async () => {
    const { browser, resume } = await owner();
    const [aheadBefore, pdfBefore] = [calls.ahead, calls.pdf];
    const prepared = await browser.post(`/api/resume/print/${resume.id}/prepare`);
    expect(prepared.statusCode, prepared.body).toBe(204);
    expect(calls.ahead).toBe(aheadBefore + 1);
    const printed = await browser.get(`/api/resume/print/${resume.id}`);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(calls.pdf).toBe(pdfBefore + 1);
    // The print's key names the render the page holds: the printer prints it without rendering.
    expect(renderKeys.pdf.at(-1)).toBeDefined();
    expect(renderKeys.pdf.at(-1)).toBe(renderKeys.ahead.at(-1));
    expect((await browser.get(path(printed.json().url))).rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Printed already: nothing to render ahead.
    expect((await browser.post(`/api/resume/print/${resume.id}/prepare`)).statusCode).toBe(204);
    expect(calls.ahead).toBe(aheadBefore + 1);
  });

  it("is the owner's only: another user gets 404, a visitor 401", async () => {
    const { resume } = await owner();
    const stranger = client();
    await signUp(stranger);
    expect((await stranger.post(`/api/resume/print/${resume.id}/prepare`)).statusCode).toBe(404);
    expect((await client().post(`/api/resume/print/${resume.id}/prepare`)).statusCode).toBe(401);
  });

  it("renders a public resume ahead for anyone, and answers 404 while it is private", async () => {
    const { browser, username, resume } = await owner();
    const call = `/api/resume/public/${username}/${resume.slug}/prepare`;
    expect((await client().post(call)).statusCode).toBe(404);
    await browser.patch(`/api/resume/${resume.id}`, { visibility: "public", version: resume.version });
    const before = calls.ahead;
    expect((await client().post(call)).statusCode).toBe(204);
    expect(calls.ahead).toBe(before + 1);
    const printed = await client().get(`/api/resume/public/${username}/${resume.slug}/print`);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(renderKeys.pdf.at(-1)).toBe(renderKeys.ahead.at(-1));
  });
});

describe("GET /api/resume/public/{username}/{slug}/print", () => {
  async function downloads(browser: TestClient, id: string): Promise<number> {
    return (await browser.get(`/api/resume/${id}/statistics`)).json().downloads;
  }

  it("prints a public resume for anyone and counts downloads except the owner's", async () => {
    const { browser, username, resume } = await owner();
    const call = `/api/resume/public/${username}/${resume.slug}/print`;
    expect((await client().get(call)).statusCode).toBe(404); // still private
    const data = structuredClone(sampleResume);
    data.metadata.notes = "<p>SECRET-NOTE</p>";
    const published = await browser.patch(`/api/resume/${resume.id}`, { data, visibility: "public", version: resume.version });
    expect(published.statusCode).toBe(200);

    const visitor = await client().get(call);
    expect(visitor.statusCode, visitor.body).toBe(200);
    const { url } = visitor.json();
    expect(path(url)).toMatch(new RegExp(`^/api/resume/public/${username}/${resume.slug}/file/[a-f0-9]{64}\\.pdf$`));
    expect(await downloads(browser, resume.id)).toBe(1);

    const stranger = client();
    await signUp(stranger);
    expect((await stranger.get(call)).json().url).toBe(url);
    expect(await downloads(browser, resume.id)).toBe(2);
    expect((await browser.get(call)).json().url).toBe(url);
    expect(await downloads(browser, resume.id)).toBe(2);

    const file = await client().get(path(url));
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("no-store");
    expect(file.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(pdfFileName(resume.title))}`);
    expect(file.rawPayload.toString("latin1")).not.toContain("SECRET-NOTE");

    // The owner's own print (with notes in the data) is not reachable through the public route.
    const ownHash = /([a-f0-9]{64})\.pdf$/.exec((await browser.get(`/api/resume/print/${resume.id}`)).json().url)?.[1];
    expect(ownHash).toBeDefined();
    expect(path(url)).not.toContain(ownHash);
    expect((await client().get(`/api/resume/public/${username}/${resume.slug}/file/${ownHash}.pdf`)).statusCode).toBe(404);

    // Made private again: neither the call nor the file answers.
    const current = (await browser.get(`/api/resume/${resume.id}`)).json();
    await browser.patch(`/api/resume/${resume.id}`, { visibility: "private", version: current.version });
    expect((await client().get(call)).statusCode).toBe(404);
    expect((await client().get(path(url))).statusCode).toBe(404);
    expect(await downloads(browser, resume.id)).toBe(2);
  });
});

describe("the language of the template's own words", () => {
  it("is the owner's, for the owner's and the public print; another language is another print", async () => {
    const { browser, username, resume } = await owner();
    expect((await browser.patch("/api/user/me", { locale: "de-DE" })).statusCode).toBe(200);
    const first = await browser.get(`/api/resume/print/${resume.id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(locales.at(-1)).toBe("de-DE");

    const published = await browser.patch(`/api/resume/${resume.id}`, { visibility: "public", version: resume.version });
    expect(published.statusCode).toBe(200);
    const visitor = await client().get(`/api/resume/public/${username}/${resume.slug}/print`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(locales.at(-1)).toBe("de-DE");
    expect((await client().get(path(visitor.json().url))).statusCode).toBe(200);

    // The same data in another language is printed afresh, and the German file is no longer
    // what the public page offers.
    const before = calls.pdf;
    expect((await browser.patch("/api/user/me", { locale: "fr-FR" })).statusCode).toBe(200);
    const second = await browser.get(`/api/resume/print/${resume.id}`);
    expect(second.json().url).not.toBe(first.json().url);
    expect(calls.pdf).toBe(before + 1);
    expect(locales.at(-1)).toBe("fr-FR");
    expect((await client().get(path(visitor.json().url))).statusCode).toBe(404);
  });

  it("prints a variant in its own language, and its check reads that same print", async () => {
    const { browser, resume } = await owner();
    const created = await browser.post(`/api/resume/${resume.id}/variants`, { title: "Deutsch", slug: "deutsch", language: "de-DE" });
    expect(created.statusCode, created.body).toBe(201);
    const variant = created.json() as ResumeJson;
    const printed = await browser.get(`/api/resume/print/${variant.id}`);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(locales.at(-1)).toBe("de-DE");

    // The owner's interface is in English: a check printing in it would print the variant again.
    const before = calls.pdf;
    const checked = await browser.post(`/api/resume/${variant.id}/check`, {});
    expect(checked.statusCode, checked.body).toBe(200);
    expect(calls.pdf).toBe(before);
  });
});

describe("deleting a resume", () => {
  it("keeps its prints while it is in the Trash, unreachable, and removes them when it is deleted forever", async () => {
    const { browser, resume } = await owner();
    const pdf = (await browser.get(`/api/resume/print/${resume.id}`)).json().url;
    (await browser.get(`/api/resume/print/${resume.id}/preview`)).json();
    const key = `${resume.userId}/resumes/${resume.id}/prints/${/([a-f0-9]{64})\.pdf$/.exec(pdf)?.[1]}.pdf`;
    const { storageFor } = await import("../storage/storage-for");
    const storage = storageFor(testApp.env);
    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    stored?.body.destroy();
    expect((await browser.delete(`/api/resume/${resume.id}`)).statusCode).toBe(200);
    expect((await browser.get(path(pdf))).statusCode).toBe(404);
    expect((await browser.delete(`/api/trash/${resume.id}`)).statusCode).toBe(200);
    expect(await storage.get(key)).toBeNull();
  });
});

describe("GET /api/health with the app's printer", () => {
  it("reports the local browser through the printer", async () => {
    const response = await testApp.app.inject({ url: "/api/health" });
    expect(response.json().browser).toMatchObject({ status: "up", detail: expect.stringMatching(/^local: Chromium /) });
  });
});
