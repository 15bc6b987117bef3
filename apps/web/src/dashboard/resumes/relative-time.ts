const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.345],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * "5 minutes ago", "gestern", … in `locale`: the largest unit that fits, so a resume
 * edited last week says "last week" rather than "8 days ago".
 */
export function formatRelativeTime(date: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  // A server clock slightly ahead of this one must not read "in 2 seconds".
  let value = Math.min(0, (date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of units) {
    const rounded = Math.round(value);
    if (Math.abs(rounded) < size) return format.format(rounded, unit);
    value /= size;
  }
  return format.format(Math.round(value), "year");
}
