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
  const { t } = context.messages;

  const unparsed = items.filter((item) => item.range === null);
  results.push(
    unparsed.length === 0
      ? pass("dates-parse", t("dates.parse.pass"))
      : finding("dates-parse", "fail", t("dates.parse.fail", { count: unparsed.length }), unparsed.map(label).join("\n"), t("dates.parse.fix"), placeOf(context, unparsed)),
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
        outOfOrder.push(t("dates.order.after", { later: label(after), earlier: label(before) }));
        misplaced.push(after);
      }
    }
  }
  results.push(
    outOfOrder.length === 0
      ? pass("dates-order", t("dates.order.pass"))
      : finding("dates-order", "warn", t("dates.order.warn"), outOfOrder.join("\n"), t("dates.order.fix"), placeOf(context, misplaced)),
  );

  const future = parsed.filter((item) => item.range.start > today || (item.section === "experience" && item.range.end !== null && item.range.end > today));
  results.push(
    future.length === 0
      ? pass("dates-future", t("dates.future.pass"))
      : finding("dates-future", "fail", t("dates.future.fail", { count: future.length }), future.map(label).join("\n"), t("dates.future.fix"), placeOf(context, future)),
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
        overlaps.push(t("dates.overlap.pair", { first: label(first), second: label(second) }));
        overlapping.push(second, first);
      }
    }
  }
  if (jobs.length > 1) {
    results.push(
      overlaps.length === 0
        ? pass("dates-overlap", t("dates.overlap.pass"))
        : finding("dates-overlap", "warn", t("dates.overlap.warn"), overlaps.join("\n"), t("dates.overlap.fix"), placeOf(context, overlapping)),
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
      ? pass("dates-format", t("dates.format.pass"))
      : finding(
          "dates-format",
          "warn",
          t("dates.format.warn"),
          minority.map(label).join("\n"),
          t("dates.format.fix"),
          placeOf(context, minority),
        ),
  );
  return results;
}
