import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ResumeData } from "@vitae/schema";
import { normalise } from "../check/text";
import { shownSections } from "../check/visible-sections";

const run = promisify(execFile);

/** poppler's two ways of reading a page: content-stream order (`-raw`), or its own column and block analysis (default). */
export type PdftotextMode = "raw" | "default";

/** The text of each page as `pdftotext` gives it in `mode`, split into non-blank lines. */
export async function pdftotextPages(pdf: Uint8Array, mode: PdftotextMode): Promise<string[][]> {
  const folder = await mkdtemp(path.join(tmpdir(), "vitae-pdftotext-"));
  try {
    const file = path.join(folder, "resume.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", [...(mode === "raw" ? ["-raw"] : []), "-enc", "UTF-8", file, "-"], { maxBuffer: 16 * 1024 * 1024 });
    // Pages end with a form feed; the last one is followed by nothing.
    return stdout
      .split("\f")
      .slice(0, -1)
      .map((page) => page.split("\n").filter((line) => line.trim() !== ""));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The first of `needles` that is not within the first `count` lines (spacing and case aside), or null. */
export function missingFromFirstLines(lines: string[], needles: string[], count: number): string | null {
  const head = normalise(lines.slice(0, count).join(" "));
  return needles.find((needle) => !head.includes(normalise(needle))) ?? null;
}

/**
 * The periods of a section's visible entries long enough to tell apart ("March 2021 – Present",
 * not "2022"), typeset as the templates print them: a layer painted out of order (a faded date
 * column) puts them under the next heading although the titles stay in place.
 */
function periodsOf(data: ResumeData, key: string): string[] {
  const section = key.startsWith("custom.") ? data.sections.custom[key.slice("custom.".length)] : (data.sections as Record<string, unknown>)[key];
  const items = ((section as { items?: { visible: boolean; date?: unknown }[] } | undefined)?.items ?? []).filter((item) => item.visible);
  return items.map((item) => (typeof item.date === "string" ? item.date.trim().replace(/\s+[-\u2013\u2014]\s+/g, " \u2013 ") : "")).filter((date) => date.length >= 8);
}

interface Line {
  page: number;
  text: string;
}

/**
 * Where each section's text comes out of plain text read top to bottom: every shown section's
 * heading must start a line, and each of its entries' titles must come after that heading and
 * before the next section's. Text at the top of a page, before the page's first heading, may
 * continue any section begun on an earlier page (a column that runs over onto the next sheet
 * has no heading there). Interleaved columns fail this: the other column's heading lands
 * between a section's heading and its entries. Answers what is wrong, or an empty list.
 */
export function sectionOrderProblems(pages: string[][], data: ResumeData): string[] {
  const sections = shownSections(data);
  const lines: Line[] = pages.flatMap((page, index) => page.map((text) => ({ page: index, text: normalise(text) })));
  // Longest headings first, so "Volunteering" is not taken for a shorter heading it begins with.
  const byLength = [...sections].sort((a, b) => normalise(b.heading).length - normalise(a.heading).length);
  const headingAt = new Map<number, string>();
  const found = new Set<string>();
  lines.forEach((line, index) => {
    const section = byLength.find((candidate) => !found.has(candidate.key) && line.text.startsWith(normalise(candidate.heading)));
    if (!section) return;
    headingAt.set(index, section.key);
    found.add(section.key);
  });
  const problems = sections.filter((section) => !found.has(section.key)).map((section) => `heading “${section.heading}” does not start a line`);
  const headingLines = [...headingAt.keys()];
  const readUnder = (index: number): string[] => {
    const before = headingLines.filter((at) => at <= index);
    const last = before.at(-1);
    const line = lines[index] as Line;
    const lastOnPage = before.filter((at) => (lines[at] as Line).page === line.page).at(-1);
    if (lastOnPage !== undefined) return [headingAt.get(lastOnPage) as string];
    // The top of a page: the continuation of any section started before.
    return last === undefined ? [] : before.map((at) => headingAt.get(at) as string);
  };
  for (const section of sections) {
    for (const title of [...section.items.map((item) => item.title), ...periodsOf(data, section.key)]) {
      const wanted = normalise(title);
      if (wanted === "") continue;
      // A title may wrap onto the next line in a narrow column.
      const at = lines.flatMap((line, index) => (`${line.text}${lines[index + 1]?.text ?? ""}`.includes(wanted) ? [index] : []));
      if (at.length === 0) problems.push(`“${title}” of “${section.heading}” is missing`);
      else if (!at.some((index) => readUnder(index).includes(section.key))) {
        const under = readUnder(at[0] as number).map((key) => sections.find((candidate) => candidate.key === key)?.heading);
        problems.push(`“${title}” of “${section.heading}” comes out under ${under.length > 0 ? `“${under.join("”/“")}”` : "no heading"}`);
      }
    }
  }
  return problems;
}
