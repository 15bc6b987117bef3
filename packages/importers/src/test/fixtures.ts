import { readFileSync, readdirSync } from "node:fs";
import type { ResumeData } from "@vitae/schema";
import { expect } from "vitest";
import type { ImportResult } from "../import-resume";

/** The bytes of a file in src/__fixtures__. */
export function fixture(path: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../__fixtures__/${path}`, import.meta.url)));
}

/** JSON Resume's own schema, sample and test cases (a copy of shared/fixtures/json-resume). */
export const jsonResumeFixtures = new URL("../__fixtures__/json-resume-upstream/", import.meta.url);

export function jsonResumeFixture(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, jsonResumeFixtures), "utf8"));
}

/** The test cases; never empty, so a missing folder fails the tests instead of passing them vacuously. */
export function jsonResumeCaseFiles(): string[] {
  const files = readdirSync(new URL("cases/", jsonResumeFixtures)).filter((name) => name.endsWith(".json"));
  if (files.length === 0) throw new Error("No JSON Resume test cases found in __fixtures__/json-resume-upstream/cases");
  return files;
}

/** The data of a successful import; fails the test with the errors otherwise. */
export function imported(result: ImportResult): ResumeData {
  if (!result.ok) expect.fail(`import failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** Resume data with every generated id blanked, to compare imports "ids aside". */
export function withoutIds(data: ResumeData): unknown {
  return JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === "id" && typeof value === "string" && /^[a-z0-9]{20,}$/.test(value) ? "" : value)));
}
