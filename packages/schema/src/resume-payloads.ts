import { z } from "zod";

import { duplicateSuffixes } from "./constants/limits";
import { visibilitySchema } from "./resume-record";
import { resumeDataSchema } from "./resume/resume-data";

/**
 * Normalise text to a slug of lowercase words joined by single hyphens: accents are
 * stripped ("Résumé" -> "resume") and any run of other characters becomes one hyphen.
 * Returns "" when nothing usable is left.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

export const titleSchema = z.string().trim().min(1);

/** A slug as typed; normalised by `slugify`, and still required to be non-empty afterwards. */
export const slugSchema = z.string().transform(slugify).pipe(z.string().min(1));

export const createResumeSchema = z.object({
  title: titleSchema,
  slug: slugSchema,
  visibility: visibilitySchema.default("private"),
});

export type CreateResumeDto = z.infer<typeof createResumeSchema>;

export const updateResumeSchema = z
  .object({
    title: titleSchema,
    slug: slugSchema,
    visibility: visibilitySchema,
    data: resumeDataSchema,
  })
  .partial();

export type UpdateResumeDto = z.infer<typeof updateResumeSchema>;

/** Body of POST /resume/import: data already converted to our format by an importer. */
export const importResumeSchema = z.object({
  data: resumeDataSchema,
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
});

export type ImportResumeDto = z.infer<typeof importResumeSchema>;

/** Body of PATCH /resume/{id}/lock: true locks, false unlocks. */
export const lockResumeSchema = z.object({ set: z.boolean() });

export type LockResumeDto = z.infer<typeof lockResumeSchema>;

/** Title and slug pre-filled when duplicating a resume: " (Copy)" and "-copy" appended. */
export function duplicate(resume: { title: string; slug: string }): { title: string; slug: string } {
  return {
    title: `${resume.title}${duplicateSuffixes.title}`,
    slug: `${resume.slug}${duplicateSuffixes.slug}`,
  };
}
