import type { KeywordReport, ResumeData } from "@vitae/schema";
import { bulletChecks } from "./bullet-checks";
import { checkMessages } from "./check-messages";
import type { CheckGroup, CheckResult } from "./check-result";
import { contactChecks } from "./contact-checks";
import { dateChecks } from "./date-checks";
import { fileChecks } from "./file-checks";
import { headingChecks } from "./heading-checks";
import { matchKeywords } from "./keywords/match-keywords";
import { readingOrderChecks } from "./reading-order-checks";
import { readPdfCached } from "./parsed-pdf-cache";
import { resumeLanguage } from "./resume-language";
import { sectionChecks } from "./section-checks";
import { spellingChecks } from "./spelling-checks";

export interface CheckReport {
  /** 0–100: a pass counts fully, a warning half, a failure nothing. */
  score: number;
  checks: CheckResult[];
  /** Present when a job description was given. */
  keywords?: KeywordReport;
}

const groups: CheckGroup[] = [contactChecks, headingChecks, readingOrderChecks, fileChecks, dateChecks, bulletChecks, spellingChecks, sectionChecks];

const weight = { pass: 1, warn: 0.5, fail: 0 } as const;

export interface CheckInput {
  pdf: Uint8Array;
  data: ResumeData;
  /**
   * The interface's locale or language ("en-US", "de"): the language the report is written in,
   * and the language of a resume too short to tell its own.
   */
  locale: string;
  /** A job posting to match the resume against. */
  jobDescription?: string;
  now?: Date;
}

/** Checks a resume as parsers read its printed PDF. Throws UnreadablePdfError when the PDF cannot be parsed. */
export async function checkResume({ pdf, data, locale, jobDescription, now = new Date() }: CheckInput): Promise<CheckReport> {
  const parsed = await readPdfCached(pdf);
  const interfaceLanguage = locale.toLowerCase().split(/[-_]/)[0] || "en";
  const context = { pdf: parsed, data, language: resumeLanguage(data, interfaceLanguage), now, messages: checkMessages(locale) };
  const checks = (await Promise.all(groups.map((group) => group(context)))).flat();
  const score = checks.length === 0 ? 100 : Math.round((100 * checks.reduce((total, check) => total + weight[check.status], 0)) / checks.length);
  if (jobDescription === undefined || jobDescription.trim() === "") return { score, checks };
  return { score, checks, keywords: await matchKeywords(data, jobDescription, context.language) };
}
