import { z } from "zod";

import { resumeLimits } from "./constants/limits";
import { languageLocales } from "./languages";
import { boundedArray, boundedString } from "./shared/bounded";
import { idSchema } from "./shared/id";
import { importResumeSchema, slugSchema, titleSchema } from "./resume-payloads";
import { resumeDataSchema } from "./resume/resume-data";
import { variantDifferencesSchema, variantLimits, variantSummarySchema } from "./variant/variant-differences";

/** One of the 48 interface languages (`languages.ts`), by its locale. */
export const variantLanguageSchema = z.enum(languageLocales as [string, ...string[]], {
  error: "Must be the locale of one of the interface languages, e.g. de-DE",
});

export const variantPurposeSchema = boundedString(variantLimits.purposeMaxLength).trim();

/** Body of POST /resume/{id}/variants. */
export const createVariantSchema = z.object({
  title: titleSchema,
  slug: slugSchema,
  language: variantLanguageSchema.nullish(),
  purpose: variantPurposeSchema.nullish(),
});

export type CreateVariantDto = z.infer<typeof createVariantSchema>;

/** Body of PATCH /resume/{id}/variant: the variant's language and purpose (null clears). */
export const patchVariantSchema = z
  .object({ language: variantLanguageSchema.nullable(), purpose: variantPurposeSchema.nullable() })
  .partial();

export type PatchVariantDto = z.infer<typeof patchVariantSchema>;

/** One entry of GET /resume/{id}/variants. */
export const variantListEntrySchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  visibility: z.enum(["public", "private"]),
  locked: z.boolean(),
  version: z.int(),
  language: z.string().nullable(),
  purpose: z.string().nullable(),
  summary: variantSummarySchema,
  updatedAt: z.coerce.date(),
});

export type VariantListEntry = z.infer<typeof variantListEntrySchema>;

/** What DELETE /resume/{id}?variants=… does with a master's variants. */
export const deleteVariantsModeSchema = z.enum(["detach", "delete"]);

export type DeleteVariantsMode = z.infer<typeof deleteVariantsModeSchema>;

/** Query of DELETE /resume/{id}: required for a master that has variants. */
export const deleteResumeQuerySchema = z.object({ variants: deleteVariantsModeSchema.optional() });

/** A variant as a master's export carries it: its differences, not its effective data. */
export const exportedVariantSchema = z.object({
  title: titleSchema,
  // Plain text rather than `slugSchema`, whose normalising transform a response cannot carry:
  // the import normalises it and finds a free one.
  slug: boundedString(resumeLimits.slugMaxLength).min(1),
  language: variantLanguageSchema.nullish(),
  purpose: variantPurposeSchema.nullish(),
  differences: variantDifferencesSchema,
});

export type ExportedVariant = z.infer<typeof exportedVariantSchema>;

/**
 * The key of our format's extension that carries a master's variants. Reactive Resume v4
 * readers drop keys they do not know, so such a file still imports there (as the master).
 */
export const variantsExportKey = "vitaeVariants";

/**
 * A resume file in our format (`reactive-resume-json`): the data, plus the master's variants
 * under `vitaeVariants` when the export included them.
 */
export const resumeExportSchema = resumeDataSchema.extend({
  [variantsExportKey]: boundedArray(exportedVariantSchema, variantLimits.variantsPerMaster).optional(),
});

export type ResumeExport = z.infer<typeof resumeExportSchema>;

/** Body of POST /resume/import: our format's data, and a master's variants when its file carried them. */
export const importResumeWithVariantsSchema = importResumeSchema.extend({
  variants: boundedArray(exportedVariantSchema, variantLimits.variantsPerMaster).optional(),
});

export type ImportResumeWithVariantsDto = z.infer<typeof importResumeWithVariantsSchema>;

/** Query of GET /resume/{id}/export. */
export const exportResumeQuerySchema = z.object({
  /** "include": a master's file carries its variants under `vitaeVariants`. */
  variants: z.enum(["include", "omit"]).default("omit"),
});
