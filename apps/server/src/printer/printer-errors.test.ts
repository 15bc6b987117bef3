import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import {
  PrinterBusyError,
  PrinterRenderError,
  PrinterTimeoutError,
  PrinterUnavailableError,
  printerErrorToAppError,
} from "./printer-errors";

describe("printerErrorToAppError", () => {
  it("answers a full queue with 503 and Retry-After", () => {
    const error = printerErrorToAppError(new PrinterBusyError(7), "ResumePrinterError");
    expect(error).toMatchObject({ code: "ServiceUnavailable", statusCode: 503, headers: { "retry-after": "7" } });
  });

  it("answers a missing browser with InvalidBrowserConnection", () => {
    expect(printerErrorToAppError(new PrinterUnavailableError("no chromium"), "ResumePreviewError").code).toBe(
      "InvalidBrowserConnection",
    );
  });

  it("answers a print that ran out of time with 422 ResumeTooLargeToPrint, naming the timeout", () => {
    const error = printerErrorToAppError(new PrinterTimeoutError(20_000), "ResumePrinterError");
    expect(error).toMatchObject({ code: "ResumeTooLargeToPrint", statusCode: 422 });
    expect(error.message).toContain("20 s");
    expect(printerErrorToAppError(new PrinterTimeoutError(20_000), "ResumePreviewError").code).toBe("ResumeTooLargeToPrint");
  });

  it("answers a print that never got a slot before the deadline with 503 and Retry-After", () => {
    const error = printerErrorToAppError(new PrinterTimeoutError(20_000, { retryAfterSeconds: 4 }), "ResumePrinterError");
    expect(error).toMatchObject({ code: "ServiceUnavailable", statusCode: 503, headers: { "retry-after": "4" } });
  });

  it.each([new PrinterRenderError("crashed"), new Error("anything")])(
    "answers other failures with the call's own code (%s)",
    (failure) => {
      expect(printerErrorToAppError(failure, "ResumePrinterError").code).toBe("ResumePrinterError");
      expect(printerErrorToAppError(failure, "ResumePreviewError").code).toBe("ResumePreviewError");
    },
  );

  it("passes AppErrors through", () => {
    const original = new AppError("ResumeNotFound");
    expect(printerErrorToAppError(original, "ResumePrinterError")).toBe(original);
  });
});
