import { readFileSync, readdirSync } from "node:fs";
import { type ImportFormat, type ResumeData, createDefaultResumeData, importFormats, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { importResume } from "./import-resume";
import { fixture, imported } from "./test/fixtures";

const full = JSON.parse(new TextDecoder().decode(fixture("current/full.json"))) as ResumeData;

describe("importResume: our own (current) format", () => {
  it.each([
    ["the sample resume", sampleResume],
    ["a resume with every field and Arabic, Chinese and Cyrillic text", full],
    ["an empty resume", createDefaultResumeData()],
  ])("round-trips %s: the JSON export imports as the same resume", (_name, data) => {
    const result = importResume("reactive-resume-json", JSON.stringify(data, null, 2));
    expect(result).toEqual({ ok: true, data, warnings: [] });
  });

  it("accepts bytes with a byte-order mark", () => {
    const bytes = new TextEncoder().encode(`\uFEFF${JSON.stringify(sampleResume)}`);
    expect(imported(importResume("reactive-resume-json", bytes))).toEqual(sampleResume);
  });

  it("reads a real Reactive Resume v4 export", () => {
    const v4 = readFileSync(new URL("../../schema/src/__fixtures__/reactive-resume-v4.json", import.meta.url));
    expect(importResume("reactive-resume-json", v4).ok).toBe(true);
  });

  it("lists every problem of wrong types and nulls with its path", () => {
    const broken = structuredClone(full) as unknown as {
      basics: { email: unknown; name: unknown };
      sections: { skills: { columns: unknown; items: { level: unknown }[] } };
      metadata: { template: unknown };
    };
    broken.basics.email = "not-an-email";
    broken.basics.name = null;
    broken.sections.skills.columns = 9;
    broken.sections.skills.items[0]!.level = "high";
    broken.metadata.template = 42;
    const result = importResume("reactive-resume-json", JSON.stringify(broken));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((error) => error.path.join("."))).toEqual(
        expect.arrayContaining(["basics.name", "basics.email", "sections.skills.columns", "sections.skills.items.0.level", "metadata.template"]),
      );
    }
  });

  it("words the validation messages with the caller's error map", () => {
    const broken = { ...sampleResume, basics: { ...sampleResume.basics, email: "nope" } };
    const result = importResume("reactive-resume-json", JSON.stringify(broken), { parseOptions: { error: () => "Ungültig" } });
    expect(result).toMatchObject({ ok: false, errors: [{ path: ["basics", "email"], message: "Ungültig" }] });
  });

  it("cannot be polluted through __proto__ keys", () => {
    const hostile = JSON.stringify(sampleResume).replace(
      '"custom":{',
      '"custom":{"__proto__":{"id":"x","name":"P","columns":1,"visible":true,"items":[]},',
    );
    const result = importResume("reactive-resume-json", `{"__proto__":{"polluted":1},${hostile.slice(1)}`);
    expect(imported(result)).toEqual(sampleResume);
    expect(result.warnings.map((warning) => warning.path)).toEqual(
      expect.arrayContaining([["__proto__"], ["sections", "custom", "__proto__"]]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("sanitises rich text", () => {
    const data = structuredClone(sampleResume);
    data.sections.summary.content = '<p onclick="steal()">Hi<script>alert(1)</script></p>';
    const content = imported(importResume("reactive-resume-json", JSON.stringify(data))).sections.summary.content;
    expect(content).not.toMatch(/script|onclick/);
    expect(content).toContain("Hi");
  });
});

describe("importResume: any format", () => {
  const formats = importFormats.map((format) => [format] as [ImportFormat]);

  it.each(formats)("%s never throws on junk, it reports it", (format) => {
    // Every field of JSON Resume is optional, so "{}" is a valid (empty) JSON Resume.
    const junk = [new Uint8Array([0, 1, 2, 3, 255]), "", "null", "[]", "42", '"text"', "PK\u0003\u0004"];
    for (const input of format === "json-resume-json" ? junk : [...junk, "{}"]) {
      const result = importResume(format, input);
      expect(result.ok, `${format} ${JSON.stringify(input)}`).toBe(false);
      if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
    }
  });

  it.each(formats.filter(([format]) => format !== "linkedin-data-export-zip"))(
    "%s refuses 100 000-deep nesting and truncated JSON clearly",
    (format) => {
      expect(importResume(format, "[".repeat(100_000))).toMatchObject({ ok: false, errors: [{ code: "jsonTooDeep" }] });
      expect(importResume(format, '{"basics": {"name": "Ha')).toMatchObject({ ok: false, errors: [{ message: "Failed to parse JSON" }] });
    },
  );

  it("answers an unknown format with an error", () => {
    expect(importResume("word-document" as ImportFormat, "x")).toMatchObject({ ok: false, errors: [{ message: 'Unknown import format "word-document"' }] });
  });

  it("uses no Node-only or browser-only API outside tests", () => {
    const sources = readdirSync(new URL(".", import.meta.url), { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test"),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      // Code only: comments may mention anything.
      const source = readFileSync(new URL(file, import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      expect(source, file).not.toMatch(/from "node:|\bBuffer\b|\bprocess\.|\bwindow\.|\bdocument\.|\bDOMParser\b|\bFileReader\b/);
    }
  });
});
