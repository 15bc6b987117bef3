import { classNames } from "./class-names";

/** Typesets a free-text period: a spaced hyphen between its ends becomes an en dash. */
export function formatDateText(date: string): string {
  return date.trim().replace(/\s+[-\u2013\u2014]\s+/g, " \u2013 ");
}

export interface DateRangeProps {
  /** The item's date as typed: "2019", "March 2021 - Present", ... */
  date: string;
  className?: string;
}

/** A date or period; nothing when empty. */
export function DateRange({ date, className }: DateRangeProps) {
  const text = formatDateText(date);
  if (!text) return null;
  return <span className={classNames("vitae-date", className)}>{text}</span>;
}
