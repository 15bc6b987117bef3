import { spawnSync } from "node:child_process";
import path from "node:path";
import { type ResumeData, pdfAttachmentMarker, pdfAttachmentName, resumeDataSchema, resumeSchemaVersion, sampleResume } from "@vitae/schema";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { importerFixture, runCli, useTempDir } from "./test/run-cli";

const temp = useTempDir();

function parsedOutput(stdout: string): ResumeData {
  return resumeDataSchema.parse(JSON.parse(stdout));
}

describe("vitae import", () => {
  it.each([
    ["current", "current/full.json", "مريم الحسيني"],
    ["reactive-resume-v3", "reactive-resume-v3/full.json", "张伟"],
    ["json-resume", "json-resume/full.json", "Мария Иванова"],
    ["linkedin", "linkedin/linkedin-export.zip", "Олена Коваленко"],
  ])("--format %s prints the resume in our format", async (format, file, name) => {
    const result = await runCli(["import", importerFixture(file), "--format", format]);
    expect(result.code).toBe(0);
    expect(parsedOutput(result.stdout).basics.name).toBe(name);
  });

  it("prints our own export unchanged, and accepts the format ids and -f", async () => {
    const target = await temp.file("export.json", JSON.stringify(sampleResume));
    const result = await runCli(["import", target, "-f", "reactive-resume-json"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(result.stdout)).toEqual(sampleResume);
    expect((await runCli(["import", target, "--format=current"])).code).toBe(0);
  });

  it("writes warnings to stderr and still succeeds", async () => {
    const result = await runCli(["import", importerFixture("json-resume/full.json"), "--format", "json-resume"]);
    expect(result.stderr).toBe(
      'warning: basics.url: Added https:// to the address "maria.example.org"\n' +
        'warning: basics.profiles.1.url: Added https:// to the address "stackoverflow.com/users/1/maria"\n',
    );
  });

  it("exits 1 with every error on stderr and nothing on stdout", async () => {
    const wrong = await runCli(["import", importerFixture("reactive-resume-v3/full.json"), "--format", "json-resume"]);
    expect(wrong).toEqual({
      code: 1,
      stdout: "",
      stderr: "This file looks like Reactive Resume v3, not JSON Resume: choose that format to import it.\nhint: import it with --format reactive-resume-v3\n",
    });

    const linkedin = await runCli(["import", importerFixture("linkedin/invalid-email.zip"), "--format", "linkedin"]);
    expect(linkedin).toEqual({ code: 1, stdout: "", stderr: "Email Addresses.csv.2.Email Address: Expected an email address\n" });

    const notZip = await runCli(["import", await temp.file("fake.zip", "{}"), "--format", "linkedin"]);
    expect(notZip.code).toBe(1);
    expect(notZip.stderr).toBe("Failed to read the file: it is not a zip archive.\n");
    // A zip archive without entries is only its 22-byte end record.
    const emptyZip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    const empty = await runCli(["import", await temp.file("empty.zip", emptyZip), "--format", "linkedin"]);
    expect(empty.stderr).toBe("ParserError: There were no files found inside the zip archive.\n");
    const html = await runCli(["import", await temp.file("page.json", "<html></html>"), "--format", "reactive-resume-v3"]);
    expect(html).toEqual({ code: 1, stdout: "", stderr: "Failed to parse JSON\n" });
    expect((await runCli(["import", temp.path("missing.json"), "--format", "current"])).stderr).toBe("Failed to read the file: ENOENT\n");
  });

  it("reads back the resume a Vitae PDF carries, with or without --format, and refuses other PDFs", async () => {
    const document = await PDFDocument.create();
    document.addPage();
    const plain = await temp.file("plain.pdf", await document.save());
    const content = { ...sampleResume, [pdfAttachmentMarker]: resumeSchemaVersion };
    await document.attach(new TextEncoder().encode(JSON.stringify(content)), pdfAttachmentName, { mimeType: "application/json" });
    const vitae = await temp.file("resume.pdf", await document.save());
    for (const args of [["import", vitae], ["import", vitae, "--format", "current"]]) {
      const result = await runCli(args);
      expect(result).toMatchObject({ code: 0, stderr: "" });
      expect(parsedOutput(result.stdout)).toEqual(sampleResume);
    }
    expect(await runCli(["import", plain])).toEqual({
      code: 1,
      stdout: "",
      stderr: "This PDF was not made by Vitae: it carries no resume data to import.\n",
    });
  });

  it("explains its usage", async () => {
    const target = await temp.file("any.json", "{}");
    for (const args of [["import"], ["import", target, "--format"], ["import", target, "extra", "-f", "current"], ["import", target, "--nope"]]) {
      const result = await runCli(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: vitae import <file> [--format current|reactive-resume-v3|json-resume|linkedin]");
    }
    expect((await runCli(["import", target, "--format", "word"])).stderr).toContain('unknown format "word"');
  });

  it("pipes through the installed `vitae` command", async () => {
    const bin = path.resolve(import.meta.dirname, "../../../node_modules/.bin/vitae");
    const result = spawnSync(bin, ["import", importerFixture("linkedin/linkedin-export.zip"), "--format", "linkedin"], { encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(parsedOutput(result.stdout).sections.experience.items).toHaveLength(2);
  }, 30_000);

  it.each([
    ["current/full.json", "مريم الحسيني"],
    ["reactive-resume-v3/full.json", "张伟"],
    ["json-resume/full.json", "Мария Иванова"],
    ["linkedin/linkedin-export.zip", "Олена Коваленко"],
  ])("without --format tells the format of %s from its content", async (file, name) => {
    const result = await runCli(["import", importerFixture(file)]);
    expect(result.code).toBe(0);
    expect(parsedOutput(result.stdout).basics.name).toBe(name);
  });

  it("without --format says so when the content is no format it knows", async () => {
    const target = await temp.file("unknown.json", '{"hello": "world"}');
    expect(await runCli(["import", target])).toEqual({
      code: 1,
      stdout: "",
      stderr: `vitae import: cannot tell which format ${target} is in; give it with --format current|reactive-resume-v3|json-resume|linkedin\n`,
    });
  });
});
