import { AppError } from "../errors/app-error";

/** Base of every failure the printer reports; routes map them with {@link printerErrorToAppError}. */
export class PrinterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The queue is full: answer 503 with `Retry-After: retryAfterSeconds`. */
export class PrinterBusyError extends PrinterError {
  constructor(readonly retryAfterSeconds: number) {
    super(`The printer is busy; retry in ${retryAfterSeconds} s.`);
  }
}

/**
 * The job (queueing included) took longer than the printer's timeout. `waited` is set when
 * it never got a slot: the printer was busy with others, which is no fault of the resume.
 */
export class PrinterTimeoutError extends PrinterError {
  readonly waited: { retryAfterSeconds: number } | undefined;

  constructor(
    readonly timeoutMs: number,
    waited?: { retryAfterSeconds: number },
  ) {
    super(`Printing took longer than ${timeoutMs} ms.`);
    this.waited = waited;
  }
}

/** No browser could be launched or reached. */
export class PrinterUnavailableError extends PrinterError {}

/** The browser or the artboard failed while rendering (crash, closed page, artboard error). */
export class PrinterRenderError extends PrinterError {}

/** The printer was closed (server shutting down). */
export class PrinterClosedError extends PrinterError {
  constructor() {
    super("The printer is closed.");
  }
}

/**
 * The API error for a printer failure: busy (or still queued at the deadline) → 503
 * ServiceUnavailable with Retry-After, no browser → InvalidBrowserConnection (503), a print
 * that ran out of time → 422 ResumeTooLargeToPrint, anything else → `failureCode`
 * (ResumePrinterError for PDFs, ResumePreviewError for preview images).
 */
export function printerErrorToAppError(
  error: unknown,
  failureCode: "ResumePrinterError" | "ResumePreviewError",
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PrinterBusyError) {
    return new AppError("ServiceUnavailable", undefined, { "retry-after": String(error.retryAfterSeconds) });
  }
  if (error instanceof PrinterUnavailableError) return new AppError("InvalidBrowserConnection");
  // The resume's own print ran out of time: retrying gives the same, so say what to change.
  if (error instanceof PrinterTimeoutError && error.waited) {
    return new AppError("ServiceUnavailable", undefined, { "retry-after": String(error.waited.retryAfterSeconds) });
  }
  if (error instanceof PrinterTimeoutError) {
    return new AppError(
      "ResumeTooLargeToPrint",
      `This resume could not be printed within ${Math.round(error.timeoutMs / 1000)} s; shorten it and try again.`,
    );
  }
  return new AppError(failureCode);
}
