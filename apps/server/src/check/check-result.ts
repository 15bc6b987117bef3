import type { CheckTarget, ResumeData } from "@vitae/schema";
import type { CheckMessages } from "./check-messages";
import type { ParsedPdf } from "./read-pdf";

export type CheckStatus = "pass" | "warn" | "fail";

/** Where a finding points (the field to open) and the PDF's runs of text it is about. */
export interface FindingPlace {
  target?: CheckTarget;
  highlights?: string[];
}

/** One finding of the check: what was looked at, what was found in the PDF, and how to fix it. */
export interface CheckResult extends FindingPlace {
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
  /** The report's language (the interface's), for every message, fix and evidence label. */
  messages: CheckMessages;
}

/** A group of checks: answers one result per check that applies. */
export type CheckGroup = (context: CheckContext) => CheckResult[] | Promise<CheckResult[]>;

/** Keeps only what is set, so a result without a place has no empty keys. */
function placed(place: FindingPlace): FindingPlace {
  return {
    ...(place.target ? { target: place.target } : {}),
    ...(place.highlights && place.highlights.length > 0 ? { highlights: [...new Set(place.highlights)] } : {}),
  };
}

export function pass(id: string, message: string, evidence = "", place: FindingPlace = {}): CheckResult {
  return { id, status: "pass", message, evidence, fix: "", ...placed(place) };
}

export function finding(id: string, status: Exclude<CheckStatus, "pass">, message: string, evidence: string, fix: string, place: FindingPlace = {}): CheckResult {
  return { id, status, message, evidence, fix, ...placed(place) };
}
