import { z } from "zod";

/** Longest job description the check accepts: a long posting is a few thousand characters. */
export const jobDescriptionMaxLength = 20_000;

export const checkRequestSchema = z.object({
  jobDescription: z.string().max(jobDescriptionMaxLength).optional(),
});

export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const checkStatusSchema = z.enum(["pass", "warn", "fail"]);

export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** One finding of the resume check (docs/check.md lists every id). */
export const checkResultSchema = z.object({
  id: z.string(),
  status: checkStatusSchema,
  message: z.string(),
  /** What the parser extracted from the PDF that the finding rests on. */
  evidence: z.string(),
  /** What to change; empty on a pass. */
  fix: z.string(),
});

export type CheckResultPayload = z.infer<typeof checkResultSchema>;

export const checkReportSchema = z.object({
  /** 0–100: a pass counts fully, a warning half, a failure nothing. */
  score: z.int().min(0).max(100),
  checks: z.array(checkResultSchema),
});

export type CheckReportPayload = z.infer<typeof checkReportSchema>;
