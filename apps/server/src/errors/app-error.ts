import type { ErrorCode, ErrorResponse, TransportErrorCode } from "@vitae/schema";

export type ApiErrorCode = ErrorCode | TransportErrorCode;

/** HTTP status of every code the API can answer. A `Record` so a new code cannot be forgotten. */
export const statusByCode: Record<ApiErrorCode, number> = {
  InvalidCredentials: 401,
  UserAlreadyExists: 409,
  SecretsNotFound: 500,
  OAuthUser: 400,
  InvalidResetToken: 400,
  InvalidVerificationToken: 400,
  EmailAlreadyVerified: 400,
  TwoFactorNotEnabled: 400,
  TwoFactorAlreadyEnabled: 400,
  InvalidTwoFactorCode: 401,
  InvalidTwoFactorBackupCode: 401,
  InvalidBrowserConnection: 503,
  ResumeSlugAlreadyExists: 409,
  ResumeNotFound: 404,
  ResumeLocked: 423,
  ResumePrinterError: 500,
  ResumePreviewError: 500,
  ResumeVariantOfVariant: 409,
  ResumeHasVariants: 409,
  ResumeNotVariant: 409,
  ResumeTooManyVariants: 409,
  SomethingWentWrong: 500,
  ValidationError: 400,
  NotFound: 404,
  Unauthorized: 401,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
  SignupsDisabled: 403,
  ResumeVersionConflict: 409,
  Forbidden: 403,
  InvalidEmailChangeCode: 401,
  InvalidEmailChangeToken: 400,
  StorageQuotaExceeded: 413,
  ResumeTooLargeToPrint: 422,
};

/** Default English messages; the web app shows its own translated text per code. */
const defaultMessages: Record<ApiErrorCode, string> = {
  InvalidCredentials: "The identifier or password is incorrect.",
  UserAlreadyExists: "A user with this email or username already exists.",
  SecretsNotFound: "The account's credentials could not be found.",
  OAuthUser: "This account signs in with GitHub or Google, not with a password.",
  InvalidResetToken: "The password reset link is invalid or has expired.",
  InvalidVerificationToken: "The verification link is invalid or has expired.",
  EmailAlreadyVerified: "This email address is already verified.",
  TwoFactorNotEnabled: "Two-factor authentication is not enabled for this account.",
  TwoFactorAlreadyEnabled: "Two-factor authentication is already enabled for this account.",
  InvalidTwoFactorCode: "The two-factor code is incorrect or has already been used.",
  InvalidTwoFactorBackupCode: "The backup code is incorrect or has already been used.",
  InvalidBrowserConnection: "The printing browser is not reachable.",
  ResumeSlugAlreadyExists: "You already have a resume at this address; choose another slug.",
  ResumeNotFound: "The resume does not exist or you cannot access it.",
  ResumeLocked: "The resume is locked; unlock it before changing or deleting it.",
  ResumePrinterError: "The resume could not be printed.",
  ResumePreviewError: "The resume preview could not be created.",
  ResumeVariantOfVariant: "A variant cannot have variants of its own; make the new variant from its master.",
  ResumeHasVariants: "This resume has variants; detach them or delete them with it (variants=detach or variants=delete).",
  ResumeNotVariant: "This resume is not a variant.",
  ResumeTooManyVariants: "This resume has as many variants as it may have; delete or detach one first.",
  SomethingWentWrong: "Something went wrong. Please try again.",
  ValidationError: "The request is not valid.",
  NotFound: "Nothing is found at this address.",
  Unauthorized: "You need to sign in.",
  TooManyRequests: "Too many requests; wait a moment and try again.",
  ServiceUnavailable: "The service is busy; try again shortly.",
  SignupsDisabled: "Signing up is switched off on this server.",
  ResumeVersionConflict:
    "The resume was changed elsewhere (another tab or device) since this edit began; reload it and try again.",
  Forbidden: "Requests from other sites may not change anything here; use the app itself.",
  InvalidEmailChangeCode: "The code is incorrect or has expired; ask for a new one.",
  InvalidEmailChangeToken: "This link is invalid or has expired.",
  StorageQuotaExceeded: "Your uploads have reached their storage limit; delete some pictures and try again.",
  ResumeTooLargeToPrint: "This resume is too large to print in time; shorten it and try again.",
};

/** Extra fields an error body may carry besides its code and message. */
export type ErrorDetails = Pick<ErrorResponse, "current" | "issues">;

/**
 * The one error type services throw for expected failures. The error handler turns it
 * into `{statusCode, code, message}` with the status from `statusByCode`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
    /** Merged into the body, e.g. the current resume of a ResumeVersionConflict. */
    readonly details: ErrorDetails = {},
  ) {
    super(message ?? defaultMessages[code]);
    this.name = "AppError";
    this.statusCode = statusByCode[code];
  }
}
