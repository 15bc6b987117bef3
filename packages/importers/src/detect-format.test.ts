import { readFileSync } from "node:fs";
import { sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { detectImportFormat } from "./detect-format";
import { importResume } from "./import-resume";
import { fixture, imported, jsonResumeFixtures } from "./test/fixtures";

const text = (value: unknown) => JSON.stringify(value);

describe("detectImportFormat", () => {
  it("tells each format apart from its content", () => {
    expect(detectImportFormat(fixture("linkedin/linkedin-export.zip"))).toBe("linkedin-data-export-zip");
    expect(detectImportFormat(fixture("reactive-resume-v3/full.json"))).toBe("reactive-resume-v3-json");
    expect(detectImportFormat(fixture("current/full.json"))).toBe("reactive-resume-json");
    expect(detectImportFormat(text(sampleResume))).toBe("reactive-resume-json");
    expect(detectImportFormat(readFileSync(new URL("sample.resume.json", jsonResumeFixtures)))).toBe("json-resume-json");
    expect(detectImportFormat(text({ work: [{ company: "Acme" }] }))).toBe("json-resume-json");
  });

  it("reads JSON Resume written as YAML", () => {
    const yaml = "basics:\n  name: Ingrid Berg\n  label: Snekker\nwork:\n  - name: Berg AS\n    position: Eier\n    startDate: 2012-05\n";
    expect(detectImportFormat(yaml)).toBe("json-resume-json");
    const data = imported(importResume("json-resume-json", new TextEncoder().encode(yaml)));
    expect(data.basics).toMatchObject({ name: "Ingrid Berg", headline: "Snekker" });
    expect(data.sections.experience.items[0]).toMatchObject({ company: "Berg AS", position: "Eier", date: "2012-05 - Present" });
  });

  it("knows nothing of other files", () => {
    expect(detectImportFormat("<html><body>hi</body></html>")).toBeUndefined();
    expect(detectImportFormat(text({ hello: "world" }))).toBeUndefined();
    expect(detectImportFormat(text([1, 2]))).toBeUndefined();
    expect(detectImportFormat("- just\n- a list\n")).toBeUndefined();
  });

  it("makes the import name the format a file looks like instead of misreading it", () => {
    expect(importResume("json-resume-json", fixture("reactive-resume-v3/full.json"))).toMatchObject({
      ok: false,
      errors: [
        {
          path: [],
          code: "wrongFormat",
          detected: "reactive-resume-v3-json",
          message: "This file looks like Reactive Resume v3, not JSON Resume: choose that format to import it.",
        },
      ],
    });
    expect(importResume("reactive-resume-json", fixture("linkedin/linkedin-export.zip"))).toMatchObject({
      ok: false,
      errors: [{ code: "wrongFormat", detected: "linkedin-data-export-zip" }],
    });
  });
});
