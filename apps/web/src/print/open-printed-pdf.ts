import i18next from "i18next";
import { ApiError } from "../api/api-error";

/*
 * Opening a printed PDF, shared by the builder and the public page: ask the server for the
 * file's address, open it, and when the server has no browser to print with
 * (docs/resume-api.md: 503 InvalidBrowserConnection, or any 503) let the user's own browser
 * print the artboard instead.
 */

function browserUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "InvalidBrowserConnection" || error.status === 503);
}

/** What went wrong, in the user's language when the server's code is in the catalogue. */
export function printErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.codes.${error.code}`;
    return i18next.exists(key) ? i18next.t(key as never) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Opens the PDF in a new tab; where pop-ups are blocked, downloads it without leaving the page. */
function openUrl(url: string) {
  const opened = window.open(url, "_blank");
  if (opened) {
    opened.opener = null;
    return;
  }
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Fetches the PDF's address and opens it; falls back to `printInBrowser` when the server
 * cannot print. Other failures are thrown for the caller to report.
 */
export async function openPrintedPdf(fetchUrl: () => Promise<string>, printInBrowser: () => void): Promise<void> {
  try {
    openUrl(await fetchUrl());
  } catch (error) {
    if (!browserUnavailable(error)) throw error;
    printInBrowser();
  }
}
