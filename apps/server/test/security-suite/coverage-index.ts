import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";

/** An item of an issue's security list, covered by a test elsewhere in the repository. */
export interface CoveredBy {
  item: string;
  /** Path from the repository root. */
  file: string;
  /** The test's title (its start is enough). */
  test: string;
  /** Text the test must still contain: what it asserts. */
  asserts: string[];
}

const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");

/** The source of one test, its it.each table included: from its call to the next test. */
async function testSource(file: string, title: string): Promise<string | null> {
  const source = await readFile(path.join(repositoryRoot, file), "utf8");
  const at = source.indexOf(`"${title}`);
  if (at === -1) return null;
  const calls = [...source.matchAll(/\n\s*(?:it|it\.each|test|describe)\(/g)].map((match) => match.index);
  const start = calls.filter((index) => index < at).pop() ?? 0;
  const end = calls.find((index) => index > at) ?? source.length;
  return source.slice(start, end);
}

/**
 * One test per item, checking that the test covering it still exists and still asserts
 * what it is named for: the suite references those tests instead of repeating them, and a
 * renamed or emptied one fails here.
 */
export function itIsCoveredBy(entries: readonly CoveredBy[]): void {
  for (const { item, file, test, asserts } of entries) {
    it(`${item}: covered by "${test}" in ${file}`, async () => {
      const source = await testSource(file, test);
      expect(source, `no test named "${test}" in ${file}`).not.toBeNull();
      for (const needle of asserts) expect(source, `"${test}" no longer mentions ${needle}`).toContain(needle);
    });
  }
}
