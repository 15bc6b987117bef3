/** The p-th percentile (0–100) of the samples, by nearest rank. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (samples: number[]) => percentile(samples, 50);

/*
 * Result lines have one shape so `npm run bench` (run-all.ts) can read them back and
 * build bench/report.md: "<figure>  <value> <unit> budget <= <n> <unit>  pass|over".
 */

/** One line of a result table for a ceiling: figure, budget and whether it is met. */
export function verdict(name: string, value: number, unit: string, budget: number): string {
  return line(name, value, unit, "<=", budget, value <= budget);
}

/** The same for a floor (throughput, PDFs per second): met when value >= budget. */
export function verdictAtLeast(name: string, value: number, unit: string, budget: number): string {
  return line(name, value, unit, ">=", budget, value >= budget);
}

function line(name: string, value: number, unit: string, op: "<=" | ">=", budget: number, met: boolean): string {
  return `${name.padEnd(40)} ${value.toFixed(1).padStart(9)} ${unit.padEnd(4)} budget ${op} ${budget} ${unit}  ${met ? "pass" : "over"}`;
}

export type Verdict = { name: string; value: number; unit: string; op: "<=" | ">="; budget: number };

const verdictPattern = /^(.+?)\s+(-?[\d.]+|NaN)\s+(\S+)\s+budget (<=|>=) ([\d.]+) \S+\s+(?:pass|over)\b/;

/** The verdict on a printed line, or null for any other line. */
export function parseVerdict(text: string): Verdict | null {
  const match = verdictPattern.exec(text.trim());
  if (!match) return null;
  const [, name, value, unit, op, budget] = match;
  return { name: name!.trim(), value: Number(value), unit: unit!, op: op as Verdict["op"], budget: Number(budget) };
}

/** Whether a figure meets its budget. */
export const meets = ({ value, op, budget }: Pick<Verdict, "value" | "op" | "budget">) =>
  op === "<=" ? value <= budget : value >= budget;
