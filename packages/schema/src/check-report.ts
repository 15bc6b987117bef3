import { z } from "zod";
import { localeSchema } from "./user";

/** Longest job description the check accepts: a long posting is a few thousand characters. */
export const jobDescriptionMaxLength = 20_000;

export const checkRequestSchema = z.object({
  jobDescription: z.string().max(jobDescriptionMaxLength).optional(),
  /** The language to write the report's messages in; the account's interface locale when left out. */
  locale: localeSchema.optional(),
});

export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const checkStatusSchema = z.enum(["pass", "warn", "fail"]);

export type CheckStatus = z.infer<typeof checkStatusSchema>;

/**
 * Where in the resume a finding or a keyword points, so the builder can open that field
 * ("Go to field"). `section` is a section id of the resume data (`basics`, `summary`,
 * `experience`, a custom section's id…); `itemId` names an item of that section and `field`
 * one of its fields (`description`, `email`, `name`…) when the finding is that precise.
 */
export const checkTargetSchema = z.object({
  section: z.string(),
  itemId: z.string().optional(),
  field: z.string().optional(),
});

export type CheckTarget = z.infer<typeof checkTargetSchema>;

/**
 * One finding of the resume check (docs/check.md lists every id). `message`, `fix` and the
 * labels of `evidence` are in the report's language; what `evidence` quotes from the PDF and
 * the resume is as printed.
 */
export const checkResultSchema = z.object({
  id: z.string(),
  status: checkStatusSchema,
  message: z.string(),
  /** What the parser extracted from the PDF that the finding rests on. */
  evidence: z.string(),
  /** What to change; empty on a pass. */
  fix: z.string(),
  /** The field to open to fix it, when the finding belongs to one. */
  target: checkTargetSchema.optional(),
  /** Exact runs of the PDF's text the finding is about, for highlighting in the preview. */
  highlights: z.array(z.string()).optional(),
});

export type CheckResultPayload = z.infer<typeof checkResultSchema>;

/** Where a job description's term was found in the resume. */
export const keywordOccurrenceSchema = checkTargetSchema.extend({
  /** The resume's words that matched, as written. */
  text: z.string(),
});

/** A term of the job description, weighted by its importance in the posting (0–1). */
export const keywordTermSchema = z.object({
  term: z.string(),
  weight: z.number().min(0).max(1),
});

export const keywordReportSchema = z.object({
  /** The language detected in the job description (one of the interface's language codes, or "und"). */
  language: z.string(),
  /** Share of the posting's weighted terms the resume contains, 0–1. */
  coverage: z.number().min(0).max(1),
  /** Terms found in the resume, heaviest first, each with where it occurs. */
  matched: z.array(keywordTermSchema.extend({ occurrences: z.array(keywordOccurrenceSchema) })),
  /** Terms the resume lacks, heaviest first. */
  missing: z.array(keywordTermSchema),
});

export type KeywordReport = z.infer<typeof keywordReportSchema>;

export const checkReportSchema = z.object({
  /** 0–100: a pass counts fully, a warning half, a failure nothing. */
  score: z.int().min(0).max(100),
  checks: z.array(checkResultSchema),
  /** Present when a job description was given. */
  keywords: keywordReportSchema.optional(),
});

export type CheckReportPayload = z.infer<typeof checkReportSchema>;
