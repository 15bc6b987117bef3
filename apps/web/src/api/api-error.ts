import type { ErrorResponse } from "@vitae/schema";

/**
 * An API call that failed. `code` is the server's catalogue code when the body had one;
 * transport failures get a synthetic code so callers can handle every error the same way.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorResponse["issues"],
  ) {
    super(message);
  }
}

/** Builds an ApiError from a failed response, tolerating bodies that are not our JSON shape. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let body: Partial<ErrorResponse> | undefined;
  try {
    body = JSON.parse(text) as Partial<ErrorResponse>;
  } catch {
    body = undefined;
  }
  const code = typeof body?.code === "string" ? body.code : "SomethingWentWrong";
  const message =
    typeof body?.message === "string" ? body.message : text || response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, code, message, Array.isArray(body?.issues) ? body.issues : undefined);
}
