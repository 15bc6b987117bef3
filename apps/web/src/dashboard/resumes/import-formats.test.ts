import { fileErrorMessages } from "@vitae/importers";
import { createDefaultResumeData, importFormats, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import deDE from "@/locales/de-DE.json";
import enUS from "@/locales/en-US.json";
import { checkImportFile, detectFileFormat, importTitle, webImportFormats } from "./import-formats";

describe("webImportFormats", () => {
  it("offers every import format, in the schema's order", () => {
    expect(webImportFormats.map((format) => [format.format, format.accept])).toEqual(
      importFormats.map((format) => [
        format,
        format === "linkedin-data-export-zip" ? ".zip" : format === "reactive-resume-json" ? ".json,.pdf" : ".json",
      ]),
    );
  });

  it("has a translation for every file-level error, the English one word for word the importers'", () => {
    for (const [code, message] of Object.entries(fileErrorMessages)) {
      const english = enUS.importDialog.errors[code as keyof typeof enUS.importDialog.errors].replace("{{format}}", "another format");
      expect(english, code).toBe(message);
      expect(deDE.importDialog.errors[code as keyof typeof deDE.importDialog.errors], code).toBeTruthy();
    }
  });

  it("checks a file of each JSON format, giving the data or the problems", async () => {
    const [current, v3, jsonResume] = webImportFormats;
    const file = (value: unknown) => new Blob([JSON.stringify(value)]);
    expect(await checkImportFile(current!, file(sampleResume))).toEqual({ valid: true, data: sampleResume, warnings: [] });
    expect(await checkImportFile(v3!, file({ basics: { name: "Ада" } }))).toEqual({
      valid: false,
      issues: [{ path: [], message: "This file looks like JSON Resume (JSON): choose that format to import it." }],
      detected: "json-resume-json",
    });
    expect(await checkImportFile(v3!, file({ basics: { name: "Ада" }, sections: [] }))).toEqual({
      valid: false,
      issues: [{ path: ["sections"], message: "Expected an object, got a list" }],
    });
    const converted = await checkImportFile(jsonResume!, file({ basics: { name: "Ада", label: "Countess" } }));
    expect(converted).toMatchObject({ valid: true, data: { basics: { name: "Ада", headline: "Countess" } } });
  });
});

describe("detectFileFormat", () => {
  it("tells the format from the content, among the formats offered", async () => {
    expect((await detectFileFormat(new Blob([JSON.stringify(sampleResume)])))?.format).toBe("reactive-resume-json");
    expect((await detectFileFormat(new Blob(["basics:\n  name: Ада\n"])))?.format).toBe("json-resume-json");
    expect(await detectFileFormat(new Blob(["<html></html>"]))).toBeUndefined();
  });
});

describe("importTitle", () => {
  const named = (name: string) => ({ ...createDefaultResumeData(), basics: { ...createDefaultResumeData().basics, name } });

  it("takes the person's name, else the file name without its extension", () => {
    expect(importTitle(named("  Ада Лавлейс "), "x.json")).toBe("Ада Лавлейс");
    expect(importTitle(named(""), "Basic_LinkedInDataExport_01-01-2025.zip")).toBe("Basic_LinkedInDataExport_01-01-2025");
    expect(importTitle(named(""), ".json")).toBeUndefined();
  });

  it("is made unique among the existing titles, ignoring case", () => {
    expect(importTitle(named("Ada"), "x.json", ["ada", "Ada (2)", "Other"])).toBe("Ada (3)");
    expect(importTitle(named("Ada"), "x.json", ["Ada Lovelace"])).toBe("Ada");
  });
});
