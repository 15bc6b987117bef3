import { type CheckContext, type CheckResult, finding, pass } from "./check-result";
import type { CheckTarget } from "@vitae/schema";
import { type DateRange, monthIndexOf, monthStyle, parseDateRange } from "./parse-date";
import { plainText, quote, runsOf } from "./text";

interface Dated {
  section: string;
  id: string;
  title: string;
  date: string;
  range: DateRange | null;
  detail: string;
}

const datedSections = ["experience", "education", "volunteer", "projects", "awards", "certifications", "publications"] as const;
/** Sections read as a history, where the newest entry is expected first. */
const historySections = new Set(["experience", "education", "volunteer"]);
/** Words that explain holding two positions at once. */
const concurrent = /part[- ]time|freelance|concurrent|side project|teilzeit|nebenberuf|freiberuf|temps partiel|indépendant|medio tiempo|tiempo parcial|meio período|part-time|bijbaan|deeltijd|deltid|yarı zamanlı|niepełny etat/i;

function datedItems({ data }: CheckContext): Dated[] {
  return datedSections.flatMap((key) => {
    const section = data.sections[key];
    if (!section.visible) return [];
    return (section.items as unknown as Record<string, unknown>[])
      .filter((item) => item.visible === true && String(item.date ?? "").trim() !== "")
      .map((item) => {
        const title = String(item.company ?? item.institution ?? item.organization ?? item.name ?? item.title ?? "");
        const date = String(item.date);
        const detail = `${String(item.position ?? "")} ${plainText(String(item.summary ?? ""))}`;
        return { section: key, id: String(item.id), title, date, range: parseDateRange(date), detail };
      });
  });
}

const label = (item: Dated) => `${item.title || item.section}: ${quote(item.date, 40)}`;

const dateTarget = (item: Dated): CheckTarget => ({ section: item.section, itemId: item.id, field: "date" });

/** Where the first of these entries is, and the printed runs of all their dates. */
const placeOf = (context: CheckContext, items: Dated[]) => ({ target: dateTarget(items[0]!), highlights: items.slice(0, 5).flatMap((item) => runsOf(context.pdf, item.date, 1)) });

/** Parsers compute experience from dates: a date they cannot read or that makes no sense skews it. */
export function dateChecks(context: CheckContext): CheckResult[] {
  const items = datedItems(context);
  if (items.length === 0) return [];
  const today = monthIndexOf(context.now);
  const results: CheckResult[] = [];

  const unparsed = items.filter((item) => item.range === null);
  results.push(
    unparsed.length === 0
      ? pass("dates-parse", "Every date can be read.")
      : finding("dates-parse", "fail", `${unparsed.length} dates cannot be read as dates.`, unparsed.map(label).join("\n"), "Write dates as “March 2021 – Present”, “03/2021 – 05/2023” or “2019 – 2021”.", placeOf(context, unparsed)),
  );

  const parsed = items.filter((item): item is Dated & { range: DateRange } => item.range !== null);
  const outOfOrder: string[] = [];
  const misplaced: Dated[] = [];
  for (const section of historySections) {
    const entries = parsed.filter((item) => item.section === section);
    for (let index = 1; index < entries.length; index++) {
      const before = entries[index - 1]!;
      const after = entries[index]!;
      const newer = (after.range.end ?? Infinity) > (before.range.end ?? Infinity) || ((after.range.end ?? Infinity) === (before.range.end ?? Infinity) && after.range.start > before.range.start);
      if (newer) {
        outOfOrder.push(`${label(after)} comes after ${label(before)}`);
        misplaced.push(after);
      }
    }
  }
  results.push(
    outOfOrder.length === 0
      ? pass("dates-order", "Entries run newest first.")
      : finding("dates-order", "warn", "Some entries are not newest first.", outOfOrder.join("\n"), "Drag the newest entry of each section to the top.", placeOf(context, misplaced)),
  );

  const future = parsed.filter((item) => item.range.start > today || (item.section === "experience" && item.range.end !== null && item.range.end > today));
  results.push(
    future.length === 0
      ? pass("dates-future", "No date lies in the future.")
      : finding("dates-future", "fail", `${future.length} dates lie in the future.`, future.map(label).join("\n"), "Correct the year, or write “Present” for a position you still hold.", placeOf(context, future)),
  );

  const jobs = parsed.filter((item) => item.section === "experience");
  const overlaps: string[] = [];
  const overlapping: Dated[] = [];
  for (let a = 0; a < jobs.length; a++) {
    for (let b = a + 1; b < jobs.length; b++) {
      const first = jobs[a]!;
      const second = jobs[b]!;
      // A month in common is a change of jobs, not two at once; bare years are too coarse to tell.
      if (!first.range.startHasMonth || !second.range.startHasMonth) continue;
      const shared = Math.min(first.range.end ?? today, second.range.end ?? today) - Math.max(first.range.start, second.range.start);
      if (shared >= 1 && !concurrent.test(first.detail) && !concurrent.test(second.detail)) {
        overlaps.push(`${label(first)} and ${label(second)}`);
        overlapping.push(second, first);
      }
    }
  }
  if (jobs.length > 1) {
    results.push(
      overlaps.length === 0
        ? pass("dates-overlap", "No two positions overlap without a reason given.")
        : finding("dates-overlap", "warn", "Positions overlap and nothing says why.", overlaps.join("\n"), "If you held both at once, say so (for example “part-time” or “freelance”); otherwise correct the dates.", placeOf(context, overlapping)),
    );
  }

  // Month names in one entry and numbers in another read as two different hands; bare years fit either.
  const styles = new Map<string, Dated[]>();
  for (const item of items) {
    const style = monthStyle(item.date);
    if (style) styles.set(style, [...(styles.get(style) ?? []), item]);
  }
  const minority = [...styles.values()].sort((a, b) => a.length - b.length)[0] ?? [];
  results.push(
    styles.size <= 1
      ? pass("dates-format", "Months are written one way throughout.")
      : finding(
          "dates-format",
          "warn",
          "Some dates name their months and others number them.",
          minority.map(label).join("\n"),
          "Write every date the same way, for example “March 2021 – Present” throughout.",
          placeOf(context, minority),
        ),
  );
  return results;
}
