import { describe, expect, it } from "vitest";
import { ImportFailure, type ImportIssue } from "./import-issue";
import { importLimits } from "./import-limits";
import { jsonDepth, parseJson } from "./parse-json";

function failure(run: () => unknown): ImportFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFailure) return error;
    throw error;
  }
  throw new Error("expected an ImportFailure");
}

const codeOf = (run: () => unknown) => failure(run).issues.map((issue) => issue.code);

describe("jsonDepth", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonDepth("1", 64)).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}', 64)).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{"}', 64)).toBe(1);
    expect(jsonDepth('["\\"[[[", "\\\\", [2]]', 64)).toBe(2);
  });

  it("stops counting past the limit", () => {
    expect(jsonDepth("[".repeat(1000), 64)).toBe(65);
  });
});

describe("parseJson", () => {
  it("parses UTF-8 bytes and text, with or without a byte-order mark", () => {
    const warnings: ImportIssue[] = [];
    expect(parseJson(new TextEncoder().encode('\uFEFF{"name":"Мария"}'), warnings)).toEqual({ name: "Мария" });
    expect(parseJson('\uFEFF{"name":"王芳"}', warnings)).toEqual({ name: "王芳" });
    expect(warnings).toEqual([]);
  });

  it.each([
    ["truncated JSON", '{ "basics": { "name": "Half'],
    ["HTML saved as .json", "<!doctype html><html><body>Not found</body></html>"],
    ["an empty file", ""],
  ])("refuses %s with 'Failed to parse JSON'", (_case, text) => {
    expect(failure(() => parseJson(text, [])).issues).toEqual([{ path: [], message: "Failed to parse JSON", code: "parseJson" }]);
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(codeOf(() => parseJson(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), []))).toEqual(["parseJson"]);
  });

  it("refuses 100 000 levels of nesting with a clear error instead of overflowing the stack", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(failure(() => parseJson(deep, [])).issues).toEqual([
      { path: [], message: "The JSON is nested more than 64 levels deep.", code: "jsonTooDeep" },
    ]);
    const deepObjects = `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`;
    expect(codeOf(() => parseJson(deepObjects, []))).toEqual(["jsonTooDeep"]);
  });

  it("accepts exactly 64 levels", () => {
    const text = `${"[".repeat(64)}${"]".repeat(64)}`;
    expect(parseJson(text, [])).toBeInstanceOf(Array);
  });

  it("refuses files over 2 MiB, counted in bytes", () => {
    const big = `"${"a".repeat(importLimits.jsonBytes)}"`;
    expect(failure(() => parseJson(big, [])).issues[0]?.message).toBe("The file is larger than 2 MiB, the limit for JSON files.");
    expect(codeOf(() => parseJson(new TextEncoder().encode(big), []))).toEqual(["jsonTooLarge"]);
    // 700 000 three-byte characters are 2.1 MB of UTF-8, though only 700 000 code units.
    expect(codeOf(() => parseJson(`"${"語".repeat(700_000)}"`, []))).toEqual(["jsonTooLarge"]);
    expect(parseJson(`"${"a".repeat(1000)}"`, [])).toHaveLength(1000);
  });

  it("removes __proto__, constructor and prototype keys, warning about each, without polluting anything", () => {
    const warnings: ImportIssue[] = [];
    const text =
      '{"__proto__":{"polluted":true},"a":{"constructor":{"prototype":{"polluted":true}},"ok":1},' +
      '"list":[{"__proto__":{"isAdmin":true}}]}';
    const value = parseJson(text, warnings) as Record<string, unknown>;
    expect(value).toEqual({ a: { ok: 1 }, list: [{}] });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(warnings.map((warning) => warning.path)).toEqual(
      expect.arrayContaining([["__proto__"], ["a", "constructor"], ["list", 0, "__proto__"]]),
    );
  });
});
