import { existsSync } from "node:fs";
import path from "node:path";
import { jobDescriptionMaxLength } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { signUp } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { createTestApp, type TestApp } from "../test/test-app";
import { createResume } from "../test/test-resumes";

// Needs the built web app (its artboard prints the resume); `npm test` builds it first.
const built = existsSync(path.join(webDistDir, "artboard.html"));

interface Report {
  score: number;
  checks: { id: string; status: string; message: string; evidence: string; fix: string; target?: { section: string; field?: string } }[];
  keywords?: { language: string; coverage: number; matched: { term: string; occurrences: { section: string }[] }[]; missing: { term: string }[] };
}

describe("POST /api/resume/{id}/check", () => {
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    if (!built) throw new Error("apps/web/dist/artboard.html is missing: run `npm run build` (npm test does it).");
    testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => testApp?.close());

  const app = () => (testApp as TestApp).app;
  const status = (report: Report, id: string) => report.checks.find((check) => check.id === id)?.status;

  it("checks the owner's resume from its print, and the print is the one the download serves", async () => {
    const browser = new TestClient(app());
    await signUp(browser);
    const resume = await createResume(browser, { sample: true });
    const response = await browser.post(`/api/resume/${resume.id}/check`, {});
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as Report;
    expect(report.score).toBeGreaterThan(50);
    expect(report.score).toBeLessThanOrEqual(100);
    for (const id of ["contact-name", "contact-email", "contact-phone", "headings-found", "fonts-embedded", "text-layer"]) {
      expect(status(report, id), id).toBe("pass");
    }
    // The sample's custom "Talks" section is flagged.
    expect(report.checks.find((check) => check.id === "headings-standard")?.evidence).toContain("Talks");
    // The check printed through the same cache as the download.
    const print = await browser.get(`/api/resume/print/${resume.id}`);
    expect(print.statusCode).toBe(200);
  }, 90_000);

  it("follows the data: an email removed from the resume fails its check", async () => {
    const browser = new TestClient(app());
    await signUp(browser);
    const resume = await createResume(browser, { sample: true });
    const data = { ...resume.data, basics: { ...resume.data.basics, email: "" } };
    const patched = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(patched.statusCode, patched.body).toBe(200);
    const report = (await browser.post(`/api/resume/${resume.id}/check`, { jobDescription: "Platform engineer, Kubernetes" })).json() as Report;
    expect(status(report, "contact-email")).toBe("fail");
    expect(report.checks.find((check) => check.id === "contact-email")?.target).toEqual({ section: "basics", field: "email" });
  }, 90_000);

  it("matches a job description: terms found with where they are, terms missing, the coverage", async () => {
    const browser = new TestClient(app());
    await signUp(browser);
    const resume = await createResume(browser, { sample: true });
    const withoutJob = (await browser.post(`/api/resume/${resume.id}/check`, {})).json() as Report;
    expect(withoutJob.keywords).toBeUndefined();
    const jobDescription = "Platform Engineer\nYou will run Kubernetes clusters and write Terraform. Experience with Haskell and Erlang is required.";
    const report = (await browser.post(`/api/resume/${resume.id}/check`, { jobDescription })).json() as Report;
    const keywords = report.keywords!;
    expect(keywords.language).toBe("en");
    expect(keywords.matched.map((term) => term.term)).toEqual(expect.arrayContaining(["Kubernetes", "Terraform"]));
    expect(keywords.matched.find((term) => term.term === "Kubernetes")?.occurrences.length).toBeGreaterThan(0);
    expect(keywords.missing.map((term) => term.term)).toEqual(expect.arrayContaining(["Haskell", "Erlang"]));
    expect(keywords.coverage).toBeGreaterThan(0);
    expect(keywords.coverage).toBeLessThan(1);
  }, 90_000);

  it("writes the report in the owner's interface language, or in the locale the request asks for", async () => {
    const browser = new TestClient(app());
    await signUp(browser, { locale: "de-DE" });
    const resume = await createResume(browser, { sample: true });
    const german = (await browser.post(`/api/resume/${resume.id}/check`, {})).json() as Report;
    const message = (report: Report, id: string) => report.checks.find((check) => check.id === id)?.message;
    expect(message(german, "contact-email")).toBe("Die E-Mail-Adresse steht im Text von Seite 1.");
    expect(message(german, "text-layer")).toBe("Das PDF hat eine Textebene.");
    const french = (await browser.post(`/api/resume/${resume.id}/check`, { locale: "fr-FR" })).json() as Report;
    expect(message(french, "contact-email")).toBe("L’adresse e-mail figure dans le texte de la page 1.");
    // Ids, statuses and what is quoted from the PDF do not change with the language.
    expect(french.checks.map((check) => [check.id, check.status])).toEqual(german.checks.map((check) => [check.id, check.status]));
    const quoted = (report: Report) => report.checks.find((check) => check.id === "headings-standard")?.evidence;
    expect(quoted(french)).toBe(quoted(german));
  }, 90_000);

  it("answers 404 to another user, 401 without a session, 400 for an oversized job description or an unknown locale", async () => {
    const owner = new TestClient(app());
    await signUp(owner);
    const resume = await createResume(owner);
    const other = new TestClient(app());
    await signUp(other);
    expect((await other.post(`/api/resume/${resume.id}/check`, {})).statusCode).toBe(404);
    expect((await new TestClient(app()).post(`/api/resume/${resume.id}/check`, {})).statusCode).toBe(401);
    const tooLong = await owner.post(`/api/resume/${resume.id}/check`, { jobDescription: "x".repeat(jobDescriptionMaxLength + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect((await owner.post(`/api/resume/${resume.id}/check`, { locale: "tlh-KX" })).statusCode).toBe(400);
  }, 90_000);
});
