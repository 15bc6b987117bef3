import { ApiError } from "@/api/api-error";

/*
 * Opening a printed PDF, shared by the builder and the public page: ask the server for the
 * file's address, open it, and when the server has no browser to print with
 * (docs/resume-api.md: 503 InvalidBrowserConnection, or any 503) let the user's own browser
 * print the artboard instead. No i18next here: the public page, which has none, uses it too
 * (print-error-message.ts words the errors for the SPA).
 */

function browserUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "InvalidBrowserConnection" || error.status === 503);
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
