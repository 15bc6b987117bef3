import type { ResumeData } from "@vitae/schema";
import type { ParsedPdf } from "./read-pdf";

export type CheckStatus = "pass" | "warn" | "fail";

/** One finding of the check: what was looked at, what was found in the PDF, and how to fix it. */
export interface CheckResult {
  id: string;
  status: CheckStatus;
  message: string;
  /** What the parser extracted (or did not) that the finding rests on; empty when nothing applies. */
  evidence: string;
  /** What to change; empty on a pass. */
  fix: string;
}

/** Everything a check may look at. */
export interface CheckContext {
  pdf: ParsedPdf;
  data: ResumeData;
  /** Two-letter language of the resume's words, e.g. "en" or "de". */
  language: string;
  /** "Today", for future dates and years of experience. */
  now: Date;
}

/** A group of checks: answers one result per check that applies. */
export type CheckGroup = (context: CheckContext) => CheckResult[] | Promise<CheckResult[]>;

export function pass(id: string, message: string, evidence = ""): CheckResult {
  return { id, status: "pass", message, evidence, fix: "" };
}

export function finding(id: string, status: Exclude<CheckStatus, "pass">, message: string, evidence: string, fix: string): CheckResult {
  return { id, status, message, evidence, fix };
}
