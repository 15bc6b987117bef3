import { z } from "zod";

import { resumeSchema } from "./resume-record";

/**
 * The product's error catalogue. The server answers these codes in the `code`
 * field of every error body; the web app maps each to a translated toast.
 */
export const errorCodes = [
  "InvalidCredentials",
  "UserAlreadyExists",
  "SecretsNotFound",
  "OAuthUser",
  "InvalidResetToken",
  "InvalidVerificationToken",
  "EmailAlreadyVerified",
  "TwoFactorNotEnabled",
  "TwoFactorAlreadyEnabled",
  "InvalidTwoFactorCode",
  "InvalidTwoFactorBackupCode",
  "InvalidBrowserConnection",
  "ResumeSlugAlreadyExists",
  "ResumeNotFound",
  "ResumeLocked",
  "ResumePrinterError",
  "ResumePreviewError",
  /** A variant of a variant was asked for: variants are one level deep (master → variants). */
  "ResumeVariantOfVariant",
  /** A master with variants was deleted without saying whether to detach or delete them. */
  "ResumeHasVariants",
  /** A variant-only call (detach) on a resume that is no variant. */
  "ResumeNotVariant",
  /** The master already has `variantLimits.variantsPerMaster` variants. */
  "ResumeTooManyVariants",
  "SomethingWentWrong",
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Codes that belong to the transport rather than the product catalogue: schema
 * validation, unknown routes, missing sessions, rate limits, registration switched
 * off by configuration, a resume edit based on an outdated version and a state-changing
 * request sent by another origin's page. Kept apart so the catalogue stays the
 * product's own list.
 */
export const transportErrorCodes = [
  "ValidationError",
  "NotFound",
  "Unauthorized",
  "TooManyRequests",
  "ServiceUnavailable",
  "SignupsDisabled",
  "ResumeVersionConflict",
  "Forbidden",
  "InvalidEmailChangeCode",
  "InvalidEmailChangeToken",
  "StorageQuotaExceeded",
  "ResumeTooLargeToPrint",
] as const;

export const transportErrorCodeSchema = z.enum(transportErrorCodes);
export type TransportErrorCode = z.infer<typeof transportErrorCodeSchema>;

/** One problem found while validating a request, with the path of the offending field. */
export const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The body of every error response of the API. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.union([errorCodeSchema, transportErrorCodeSchema]),
  message: z.string(),
  issues: z.array(validationIssueSchema).optional(),
  /** With ResumeVersionConflict: the resume as it is stored now, to merge or reload from. */
  current: resumeSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodeSchema.safeParse(value).success;
}
