/** The p-th percentile (0–100) of the samples, by nearest rank. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (samples: number[]) => percentile(samples, 50);

/** One line of a result table: figure, budget and whether it is met. */
export function verdict(name: string, value: number, unit: string, budget: number): string {
  const status = value <= budget ? "pass" : "over";
  return `${name.padEnd(40)} ${value.toFixed(1).padStart(9)} ${unit.padEnd(4)} budget <= ${budget} ${unit}  ${status}`;
}
