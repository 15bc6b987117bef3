import { readFileSync, readdirSync } from "node:fs";
import { zipSync } from "fflate";
import Papa from "papaparse";
import { parse as parseYaml } from "yaml";
import { type ImportFormat, type ResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { importResume } from "./import-resume";
import { exportJsonResume } from "./json-resume/export-json-resume";
import { linkedInFiles } from "./linkedin/linkedin-files";
import { type Fidelity, leaves, measureFidelity } from "./test/fidelity";
import { imported } from "./test/fixtures";

/*
 * The importers measured on a corpus of résumé files (src/__fixtures__/corpus, described in
 * its README, plus the other fixtures): per format, the share of the non-empty values of
 * the input that come through kept, mangled or lost (see test/fidelity.ts for how a value
 * is looked up). The figures are printed; the test fails under the required shares.
 */

const fixtures = new URL("./__fixtures__/", import.meta.url);
const list = (folder: string, pattern: RegExp) =>
  readdirSync(new URL(folder, fixtures))
    .filter((name) => pattern.test(name))
    .map((name) => `${folder}${name}`);
const bytes = (path: string) => new Uint8Array(readFileSync(new URL(path, fixtures)));
const text = (path: string) => readFileSync(new URL(path, fixtures), "utf8");

interface Measured {
  file: string;
  fidelity: Fidelity;
}

function total(results: Measured[]) {
  const values = results.flatMap((result) => result.fidelity.values);
  const share = (count: number) => (values.length === 0 ? 0 : count / values.length);
  const kept = share(values.filter((value) => value.outcome === "kept").length);
  const mangled = share(values.filter((value) => value.outcome === "mangled").length);
  const lost = share(values.filter((value) => value.outcome === "lost").length);
  const keptOrWarned = share(values.filter((value) => value.outcome !== "lost" || value.warned).length);
  return { files: results.length, values: values.length, kept, mangled, lost, keptOrWarned };
}

function report(format: string, results: Measured[]) {
  const figures = total(results);
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
  console.log(
    `${format}: ${figures.files} files, ${figures.values} values: kept ${percent(figures.kept)}, mangled ${percent(figures.mangled)}, ` +
      `lost ${percent(figures.lost)}, kept or warned ${percent(figures.keptOrWarned)}`,
  );
  for (const { file, fidelity } of results) {
    for (const value of fidelity.values.filter((entry) => entry.outcome !== "kept")) {
      console.log(`  ${file} ${value.path.join(".")}: ${value.outcome}${value.warned ? " (warned)" : ""} ${JSON.stringify(value.value)}`);
    }
  }
  return figures;
}

function measure(format: ImportFormat, file: string, input: Uint8Array, values: { path: (string | number)[]; value: string }[]): Measured {
  const result = importResume(format, input);
  const data = imported(result);
  return { file, fidelity: measureFidelity(values, data, result.warnings) };
}

/** Text values and numbers only: true/false are settings (visibility, borders), not what a résumé says. */
const content = (values: { path: (string | number)[]; value: string }[], document: unknown) =>
  values.filter(({ path }) => typeof path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], document) !== "boolean");

const jsonResumeFiles = [...list("corpus/json-resume/", /\.(json|yaml)$/), "json-resume-upstream/sample.resume.json", "json-resume/full.json"];

describe("import fidelity over the corpus", () => {
  it("JSON Resume: at least 97% of the values kept, every value kept or named in a warning", () => {
    expect(jsonResumeFiles.length).toBeGreaterThanOrEqual(20);
    const results = jsonResumeFiles.map((file) => {
      const document: unknown = file.endsWith(".yaml") ? parseYaml(text(file)) : JSON.parse(text(file));
      // $schema and meta are the file's bookkeeping, not résumé content.
      return measure("json-resume-json", file, bytes(file), content(leaves(document, ["$schema", "meta"]), document));
    });
    const figures = report("JSON Resume", results);
    expect(figures.kept).toBeGreaterThanOrEqual(0.97);
    expect(figures.keptOrWarned).toBe(1);
  });

  const v3Files = [...list("corpus/reactive-resume-v3/", /\.json$/), "reactive-resume-v3/full.json", "reactive-resume-v3/nulls-and-blanks.json"];
  // Ids, section types and the layout's section ids are structure; levelNum becomes the 0-5
  // level and the photo's shape its border radius (both checked in the importer's tests).
  const v3Structure = ["id", "type", "layout", "levelNum", "shape"];

  it("Reactive Resume v3: at least 98% of the content kept", () => {
    const results = v3Files.map((file) => {
      const document = JSON.parse(text(file)) as Record<string, unknown>;
      const values = content(leaves(document, v3Structure), document).filter(({ path }) => path[0] !== "metadata");
      return measure("reactive-resume-v3-json", file, bytes(file), values);
    });
    const figures = report("Reactive Resume v3", results);
    expect(figures.kept).toBeGreaterThanOrEqual(0.98);
  });

  it("Reactive Resume v3: every setting (template, theme, fonts, date format…) kept or named in a warning", () => {
    const results = v3Files.map((file) => {
      const document = JSON.parse(text(file)) as Record<string, unknown>;
      const values = content(leaves(document, v3Structure), document).filter(({ path }) => path[0] === "metadata");
      return measure("reactive-resume-v3-json", file, bytes(file), values);
    });
    const figures = report("Reactive Resume v3 settings", results);
    expect(figures.keptOrWarned).toBe(1);
  });

  it("LinkedIn: at least 99.4% of the values kept", () => {
    const folders = [...list("corpus/linkedin/", /export$/).map((folder) => `${folder}/`), "linkedin/export/"];
    const results = folders.map((folder) => {
      const names = readdirSync(new URL(folder, fixtures));
      const zip = zipSync(Object.fromEntries(names.map((name) => [name, bytes(`${folder}${name}`)])));
      const values = names
        .filter((name) => (linkedInFiles as readonly string[]).includes(name))
        .flatMap((name) => {
          const rows = Papa.parse<Record<string, string>>(text(`${folder}${name}`).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
          return rows.flatMap((row, index) =>
            Object.entries(row).flatMap(([column, cell]) => {
              // The email rows' flags and dates are LinkedIn's bookkeeping.
              if (name === "Email Addresses.csv" && column !== "Email Address") return [];
              const path = [name, index + 2, column];
              // Bracketed lists: each handle, and each website's address (its kind is a label).
              if (column === "Twitter Handles" || column === "Websites") {
                return cell
                  .replace(/^\[|\]$/g, "")
                  .split(",")
                  .map((part) => part.replace(/^[A-Z]+:(?!\/\/)/, "").replace(/^@/, "").trim())
                  .flatMap((value, part) => (value === "" ? [] : [{ path: [...path, part], value }]));
              }
              return cell.trim() === "" ? [] : [{ path, value: cell }];
            }),
          );
        });
      return measure("linkedin-data-export-zip", folder, zip, values);
    });
    const figures = report("LinkedIn", results);
    expect(figures.kept).toBeGreaterThanOrEqual(0.994);
  });

  it("Reactive Resume v4 and our own format: every file comes through unchanged", () => {
    for (const file of ["../../../schema/src/__fixtures__/reactive-resume-v4.json", "current/full.json"]) {
      const document = JSON.parse(text(file)) as ResumeData;
      expect(imported(importResume("reactive-resume-json", bytes(file)))).toEqual(document);
    }
  });
});

describe("JSON Resume round trip over the corpus", () => {
  it("JSON Resume 1.0 → import → export gives back at least 99% of the fields unchanged", () => {
    const files = [...list("corpus/json-resume/", /1\.0.*\.json$/), "json-resume-upstream/sample.resume.json"];
    let same = 0;
    let all = 0;
    for (const file of files) {
      const document = JSON.parse(text(file)) as unknown;
      const exported = exportJsonResume(imported(importResume("json-resume-json", bytes(file))));
      for (const { path, value } of leaves(document, ["$schema"])) {
        const back = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], exported);
        all++;
        if (String(back) === value) same++;
        else console.log(`  ${file} ${path.join(".")}: ${JSON.stringify(value)} came back as ${JSON.stringify(back)}`);
      }
    }
    console.log(`JSON Resume round trip: ${files.length} files, ${same} of ${all} fields unchanged (${((same / all) * 100).toFixed(2)}%)`);
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(same / all).toBeGreaterThanOrEqual(0.99);
  });
});
