import { z } from "zod";

import { resumeLimits } from "./constants/limits";
import { resumeDataSchema } from "./resume/resume-data";
import { idSchema } from "./shared/id";
import { userSchema } from "./user";
import { publicAlternateSchema, variantDifferencesSchema } from "./variant/variant-differences";

export const visibilities = ["public", "private"] as const;

export const visibilitySchema = z.enum(visibilities);

export type Visibility = z.infer<typeof visibilitySchema>;

export const resumeSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  slug: z.string().min(1),
  visibility: visibilitySchema.default("private"),
  locked: z.boolean().default(false),
  /**
   * Starts at 1 and grows by one with every change of title, slug, visibility or data; an
   * update names the version it was based on, so a stale edit cannot overwrite a newer one.
   * Defaults to 1 for records written before versions existed.
   */
  version: z.int().min(1).max(resumeLimits.versionMax).default(1),
  /** For a variant: its effective data, the master's data with the variant's differences applied. */
  data: resumeDataSchema,
  /**
   * The master of a variant; null for a resume that is no variant (docs/variants.md). Optional
   * so that records written before variants existed still parse.
   */
  masterId: idSchema.nullable().optional(),
  /** A variant's language (a locale of `languages`), in which templates print their own words; null: the owner's. */
  language: z.string().nullable().optional(),
  /** What a variant is for ("Backend roles in Berlin"), shown beside it in lists. */
  purpose: z.string().nullable().optional(),
  /** A variant's differences from its master; null for a resume that is no variant. */
  differences: variantDifferencesSchema.nullable().optional(),
  userId: idSchema,
  /** Present only where the owner is joined in, e.g. on the public view. */
  user: userSchema.optional(),
  // Coerced because responses carry dates as ISO strings.
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});

export type Resume = z.infer<typeof resumeSchema>;

/**
 * PATCH /resume/{id} with a JSON Patch: the resume record without its data. The sender built
 * the data it patched and needs only the new version (and when it was saved); sending the
 * whole resume back was most of the answer's cost on every autosave.
 */
export const savedResumeSchema = resumeSchema.omit({ data: true });

export type SavedResume = z.infer<typeof savedResumeSchema>;

/**
 * GET /resume/public/{username}/{slug}: the resume as the public page shows it, with its
 * owner's interface language, in which the page and the PDF print the template's own words
 * (page numbers): a visitor sees what the owner's PDF says.
 */
export const publicResumeSchema = resumeSchema
  .omit({ userId: true, user: true, masterId: true, differences: true, purpose: true })
  .extend({
    locale: z.string(),
    /**
     * The other languages of this page: the master and its public language variants, each with
     * its locale and slug (a switcher links to `publicAlternatePath`: the master's address with
     * `?lang={locale}`); empty when the resume has no language variants.
     */
    alternates: z.array(publicAlternateSchema).default(() => []),
  });

export type PublicResume = z.infer<typeof publicResumeSchema>;

export const defaultResume: Pick<Resume, "visibility" | "locked"> = {
  visibility: "private",
  locked: false,
};

export const statisticsSchema = z.object({
  views: z.int().min(0).default(0),
  downloads: z.int().min(0).default(0),
});

export type Statistics = z.infer<typeof statisticsSchema>;

export const defaultStatistics: Statistics = { views: 0, downloads: 0 };
