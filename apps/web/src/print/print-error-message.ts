import i18next from "i18next";
import { ApiError } from "@/api/api-error";

/** What went wrong with a print, in the user's language when the server's code is in the catalogue. */
export function printErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.codes.${error.code}`;
    return i18next.exists(key) ? i18next.t(key as never) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
