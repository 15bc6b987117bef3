import { z } from "zod";

import { resumeSchema } from "./resume-record";
import { resumeDataSchema } from "./resume/resume-data";

/**
 * Why a version exists: `edit` closes an editing burst, `named` was saved by the user, and
 * `import`, `restore` and `bulk` are the copies kept before such a change replaced the data.
 */
export const versionKindSchema = z.enum(["edit", "named", "import", "restore", "bulk"]);

export type VersionKind = z.infer<typeof versionKindSchema>;

export const sectionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  added: z.int(),
  removed: z.int(),
  edited: z.int(),
  moved: z.int(),
  hidden: z.int(),
  shown: z.int(),
  textEdited: z.boolean(),
  visibility: z.enum(["hidden", "shown"]).optional(),
});

/** What a version changed from the one before it (`compared` is false for the first). */
export const versionSummarySchema = z.object({
  compared: z.boolean(),
  sections: z.array(sectionSummarySchema),
  design: z.array(z.object({ field: z.string(), from: z.string().optional(), to: z.string().optional() })),
});

export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** One entry of a resume's History. */
export const historyVersionSchema = z.object({
  id: z.string(),
  kind: versionKindSchema,
  name: z.string().nullable(),
  /** The resume's `version` number whose data this is. */
  resumeVersion: z.int(),
  createdAt: z.coerce.date(),
  summary: versionSummarySchema,
});

export type HistoryVersion = z.infer<typeof historyVersionSchema>;

/**
 * An entry of GET /resume/{id}/versions: a version and how often it was served, i.e. how
 * many counted views of the public page and downloads of the PDF showed exactly its data.
 */
export const historyListVersionSchema = historyVersionSchema.extend({ views: z.int(), downloads: z.int() });

export type HistoryListVersion = z.infer<typeof historyListVersionSchema>;

/**
 * One download of the resume's PDF (GET /resume/{id}/downloads): when, whether the owner
 * made it, and the version it printed (null once that version was deleted).
 */
export const resumeDownloadSchema = z.object({
  downloadedAt: z.coerce.date(),
  byOwner: z.boolean(),
  version: historyVersionSchema.pick({ id: true, kind: true, name: true, createdAt: true }).nullable(),
});

export type ResumeDownload = z.infer<typeof resumeDownloadSchema>;

export const historyVersionWithDataSchema = historyVersionSchema.extend({ data: resumeDataSchema });

export type HistoryVersionWithData = z.infer<typeof historyVersionWithDataSchema>;

export const versionNameSchema = z.string().trim().min(1).max(120);

/**
 * Body of POST /resume/{id}/versions: `{name}` saves a named version; `{kind: "import"}` or
 * `{kind: "bulk"}` keeps a copy before the client replaces much of the data at once.
 */
export const createVersionSchema = z.union([
  z.object({ name: versionNameSchema }).strict(),
  z.object({ kind: z.enum(["import", "bulk"]) }).strict(),
]);

export type CreateVersionDto = z.infer<typeof createVersionSchema>;

export const renameVersionSchema = z.object({ name: versionNameSchema });

/** Answer of a restore: the resume as it now is and the version that keeps what it replaced. */
export const restoreVersionResponseSchema = z.object({ resume: resumeSchema, savedVersion: historyVersionSchema });

export type RestoreVersionResponse = z.infer<typeof restoreVersionResponseSchema>;

export const wordPartSchema = z.object({
  value: z.string(),
  added: z.literal(true).optional(),
  removed: z.literal(true).optional(),
});

export const fieldChangeSchema = z.object({ field: z.string(), parts: z.array(wordPartSchema) });

export const itemChangeSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: z.array(z.enum(["added", "removed", "edited", "moved", "hidden", "shown"])),
  fields: z.array(fieldChangeSchema),
});

export const sectionChangeSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.enum(["hidden", "shown"]).optional(),
  fields: z.array(fieldChangeSchema),
  items: z.array(itemChangeSchema),
});

/** GET /resume/{id}/versions/compare: what changed from `from` to `to`. */
export const versionComparisonSchema = z.object({
  from: z.string(),
  to: z.string(),
  sections: z.array(sectionChangeSchema),
  design: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});

export type VersionComparison = z.infer<typeof versionComparisonSchema>;

/** A resume in the Trash. */
export const trashedResumeSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  deletedAt: z.coerce.date(),
  /** When it is deleted for good. */
  purgeAt: z.coerce.date(),
});

export type TrashedResume = z.infer<typeof trashedResumeSchema>;
