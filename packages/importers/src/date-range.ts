/** What an open-ended range shows as its end ("2020-01 - Present"). */
export const presentLabel = "Present";

/** JSON Resume's date: year, year-month or year-month-day. */
export const isoDatePattern = /^(?:[1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

const separator = " - ";

/**
 * A date range as one text, 'start - end', as resume data keeps it. Without an end, `openEnded` ranges
 * (a job held today) end in "Present"; others (a certificate) show the start alone.
 */
export function formatDateRange(start: string | undefined, end: string | undefined, openEnded = true): string {
  const from = (start ?? "").trim();
  const to = (end ?? "").trim();
  if (from === "") return to;
  if (to === "") return openEnded ? `${from}${separator}${presentLabel}` : from;
  return `${from}${separator}${to}`;
}

/**
 * The ISO dates of a range written by `formatDateRange`, for the JSON Resume export:
 * a part that is not an ISO date is left out; "Present" means no end date.
 */
export function parseDateRange(date: string): { startDate?: string; endDate?: string } {
  const [start = "", end = "", ...rest] = date.split(separator).map((part) => part.trim());
  if (rest.length > 0) return {};
  const result: { startDate?: string; endDate?: string } = {};
  if (isoDatePattern.test(start)) result.startDate = start;
  if (result.startDate && isoDatePattern.test(end)) result.endDate = end;
  return result;
}

/** A single ISO date for the JSON Resume export, or undefined. */
export function isoDate(date: string): string | undefined {
  const trimmed = date.trim();
  return isoDatePattern.test(trimmed) ? trimmed : undefined;
}
