import { z } from "zod";

import { resumeLimits } from "./constants/limits";
import { resumeDataSchema } from "./resume/resume-data";
import { idSchema } from "./shared/id";
import { userSchema } from "./user";

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
  data: resumeDataSchema,
  userId: idSchema,
  /** Present only where the owner is joined in, e.g. on the public view. */
  user: userSchema.optional(),
  // Coerced because responses carry dates as ISO strings.
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});

export type Resume = z.infer<typeof resumeSchema>;

/**
 * GET /resume/public/{username}/{slug}: the resume as the public page shows it, with its
 * owner's interface language, in which the page and the PDF print the template's own words
 * (page numbers): a visitor sees what the owner's PDF says.
 */
export const publicResumeSchema = resumeSchema.omit({ userId: true, user: true }).extend({ locale: z.string() });

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
