import { type ResumeData, resumeDataSchema, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { importerFixture, runCli, useTempDir } from "./test/run-cli";

const temp = useTempDir();

describe("vitae export", () => {
  it("--format json-resume prints a JSON Resume document that imports back as the same resume", async () => {
    const target = await temp.file("resume.json", JSON.stringify(sampleResume));
    const result = await runCli(["export", target, "--format", "json-resume"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const document = JSON.parse(result.stdout) as { basics: { name: string }; work: unknown[]; meta: { vitae: { data: ResumeData } } };
    expect(document.basics.name).toBe(sampleResume.basics.name);
    expect(document.work.length).toBe(sampleResume.sections.experience.items.filter((item) => item.visible).length);
    const exported = await temp.file("exported.json", result.stdout);
    const back = await runCli(["import", exported, "--format", "json-resume"]);
    expect(JSON.parse(back.stdout)).toEqual({ ...sampleResume, metadata: { ...sampleResume.metadata, notes: "" } });
  });

  it("reads any format the import reads: a LinkedIn export to JSON Resume, JSON Resume to ours", async () => {
    const linkedin = await runCli(["export", importerFixture("linkedin/linkedin-export.zip"), "--format", "json-resume"]);
    expect(linkedin.code).toBe(0);
    expect((JSON.parse(linkedin.stdout) as { basics: { name: string } }).basics.name).toBe("Олена Коваленко");
    const current = await runCli(["export", importerFixture("json-resume/full.json"), "-f", "current"]);
    expect(current.code).toBe(0);
    expect(resumeDataSchema.parse(JSON.parse(current.stdout)).basics.name).toBe("Мария Иванова");
  });

  it("explains its usage and refuses unknown formats", async () => {
    const target = await temp.file("any.json", "{}");
    for (const args of [["export"], ["export", target], ["export", target, "extra", "-f", "current"]]) {
      const result = await runCli(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: vitae export <file> --format json-resume|current");
    }
    expect(await runCli(["export", target, "--format", "pdf"])).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown format "pdf"') });
  });
});
