import { z } from "zod";

import { duplicateSuffixes, resumeLimits } from "./constants/limits";
import { boundedString } from "./shared/bounded";
import { resumeDataPatchSchema } from "./resume-data-patch";
import { visibilitySchema } from "./resume-record";
import { resumeDataSchema } from "./resume/resume-data";
import { variantDifferencesSchema } from "./variant/variant-differences";

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

export const titleSchema = boundedString(resumeLimits.titleMaxLength).trim().min(1);

/** A slug as typed; normalised by `slugify`, and still required to be non-empty afterwards. */
export const slugSchema = boundedString(resumeLimits.slugMaxLength).transform(slugify).pipe(z.string().min(1));

export const createResumeSchema = z.object({
  title: titleSchema,
  slug: slugSchema,
  visibility: visibilitySchema.default("private"),
});

export const updateResumeSchema = z
  .object({
    title: titleSchema,
    slug: slugSchema,
    visibility: visibilitySchema,
    data: resumeDataSchema,
  })
  .partial();

/** Body of POST /resume/import: data already converted to our format by an importer. */
export const importResumeSchema = z.object({
  data: resumeDataSchema,
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
});

export type ImportResumeDto = z.infer<typeof importResumeSchema>;

/** Body of PATCH /resume/{id}/lock: true locks, false unlocks. */
export const lockResumeSchema = z.object({ set: z.boolean() });

/** Title and slug pre-filled when duplicating a resume: " (Copy)" and "-copy" appended. */
export function duplicate(resume: { title: string; slug: string }): { title: string; slug: string } {
  return {
    title: `${resume.title}${duplicateSuffixes.title}`,
    slug: `${resume.slug}${duplicateSuffixes.slug}`,
  };
}

/**
 * Body of POST /resume: the slug is derived from the title when absent, and `sample: true`
 * starts from the sample resume instead of the default data.
 */
export const createResumeRequestSchema = z.object({
  title: titleSchema,
  slug: slugSchema.optional(),
  visibility: visibilitySchema.default("private"),
  sample: z.boolean().default(false),
});

export type CreateResumeRequest = z.infer<typeof createResumeRequestSchema>;

/** The resume version an edit was based on (see `Resume.version`). */
export const resumeVersionSchema = z
  .int()
  .min(1)
  .max(resumeLimits.versionMax, { error: `Must be a whole number from 1 to ${resumeLimits.versionMax}` });

/**
 * Body of PATCH /resume/{id}: any of title, slug, visibility and data, plus the version the
 * edit was based on. The data comes whole (`data`), as a JSON Patch of the data of that
 * version (`patch`) or, for a variant, as its differences from its master (`differences`):
 * one of the three at most. The version is required with any, where a lost update would
 * hurt most.
 */
export const patchResumeSchema = updateResumeSchema
  .extend({
    version: resumeVersionSchema.optional(),
    patch: resumeDataPatchSchema.optional(),
    /**
     * A variant's differences, instead of `data` (e.g. after `resetDifference`): stored as
     * they are, the effective data computed from them. Only for variants.
     */
    differences: variantDifferencesSchema.optional(),
  })
  .superRefine((value, context) => {
    const given = (["data", "patch", "differences"] as const).filter((key) => value[key] !== undefined);
    if (given.length > 1) {
      context.addIssue({ code: "custom", path: [given[1]!], message: `Send only one of ${given.join(", ")}` });
    }
    if (given.length > 0 && value.version === undefined) {
      context.addIssue({
        code: "custom",
        path: ["version"],
        message: "Send the version the change is based on together with data, patch or differences",
      });
    }
  });

export type PatchResumeDto = z.infer<typeof patchResumeSchema>;

/** Body of POST /resume/{id}/duplicate; defaults come from `duplicate`. */
export const duplicateResumeSchema = z.object({
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
});

export type DuplicateResumeDto = z.infer<typeof duplicateResumeSchema>;

/**
 * Answer of PUT /storage/image: the stored image's address relative to the app's origin
 * (`/api/storage/…`), so it shows whatever address the app is reached at.
 */
export const uploadImageResponseSchema = z.object({ data: z.string().regex(/^\/api\/storage\/[^/].*$/) });

export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;
