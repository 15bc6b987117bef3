import type { CheckResultPayload, CheckStatus } from "@vitae/schema";

/** The order the report shows its groups in: what to fix first. */
export const checkStatusOrder = ["fail", "warn", "pass"] as const satisfies readonly CheckStatus[];

/** The checks by status, each group in the server's order; every status is present, empty when none. */
export function groupChecks(checks: readonly CheckResultPayload[]): Record<CheckStatus, CheckResultPayload[]> {
  const groups: Record<CheckStatus, CheckResultPayload[]> = { fail: [], warn: [], pass: [] };
  for (const check of checks) groups[check.status].push(check);
  return groups;
}

/** The runs of text the preview marks for a focus: one check's, or every failing and warning check's. */
export function highlightsOf(checks: readonly CheckResultPayload[], id?: string): string[] {
  const chosen = id === undefined ? checks.filter((check) => check.status !== "pass") : checks.filter((check) => check.id === id);
  return chosen.flatMap((check) => check.highlights ?? []);
}
