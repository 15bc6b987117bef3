import type { CheckContext } from "./check-result";
import { monthIndexOf, parseDateRange } from "./parse-date";

/** Whole years from the first visible job's start to the last one's end (or today). */
export function experienceYears({ data, now }: Pick<CheckContext, "data" | "now">): number {
  const ranges = data.sections.experience.items
    .filter((item) => item.visible)
    .map((item) => parseDateRange(item.date))
    .filter((range) => range !== null);
  if (ranges.length === 0) return 0;
  const today = monthIndexOf(now);
  const start = Math.min(...ranges.map((range) => range.start));
  const end = Math.max(...ranges.map((range) => range.end ?? today));
  return Math.max(0, Math.floor((end - start + 1) / 12));
}
