import { describe, expect, it } from "vitest";
import type { ImportIssue } from "./import-issue";
import { parseCsv } from "./parse-csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const table = parseCsv('Name, Description \r\n"Atlas","Led the ""Atlas"" move,\r\nthen more."\r\nSolo,\n', "X.csv", []);
    expect(table.columns).toEqual(["Name", "Description"]);
    expect(table.records.map((record) => [record.row, Object.fromEntries(record.values)])).toEqual([
      [2, { Name: "Atlas", Description: 'Led the "Atlas" move,\r\nthen more.' }],
      [3, { Name: "Solo", Description: "" }],
    ]);
  });

  it("skips blank lines and fills missing cells with empty text", () => {
    const table = parseCsv("A,B\n\n1\n\n2,3\n", "X.csv", []);
    expect(table.records.map((record) => Object.fromEntries(record.values))).toEqual([
      { A: "1", B: "" },
      { A: "2", B: "3" },
    ]);
  });

  it("treats a __proto__ column as a plain name", () => {
    const table = parseCsv("__proto__,constructor\n{},x\n", "X.csv", []);
    expect(table.records[0]?.values.get("__proto__")).toBe("{}");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("warns about a quote left open", () => {
    const warnings: ImportIssue[] = [];
    parseCsv('A\n"never closed\n', "X.csv", warnings);
    expect(warnings[0]?.path[0]).toBe("X.csv");
  });

  it("reads an empty file as no columns and no records", () => {
    expect(parseCsv("", "X.csv", [])).toEqual({ columns: [], records: [] });
  });
});
