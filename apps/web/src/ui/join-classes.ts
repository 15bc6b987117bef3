import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names without resolving conflicts, for components whose callers never override
 * what they set: the button, the logo and the inputs the landing page shows. `cn` (ui/cn.ts)
 * resolves conflicts with tailwind-merge, which would cost the landing page ~8 KiB of its
 * 150 KiB budget (bench/report.md). So that a conflict cannot slip in unnoticed (the browser would
 * then pick by stylesheet order), development and tests check every join with tailwind-merge
 * and throw, naming the classes; production builds compile the check out.
 */
export function joinClasses(...values: ClassValue[]): string {
  const joined = clsx(values);
  if (import.meta.env.DEV) assertNoConflicts(joined);
  return joined;
}

function assertNoConflicts(joined: string): void {
  const merged = twMerge(joined);
  if (merged === joined) return;
  const kept = new Set(merged.split(" "));
  const overridden = joined.split(" ").filter((name) => !kept.has(name));
  throw new Error(`Conflicting classes in "${joined}": ${overridden.join(", ")} would be overridden; use a variant instead`);
}
