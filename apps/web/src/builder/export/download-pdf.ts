import { resumeApi } from "@/api/resume-api";
import { openPrintedPdf } from "@/print/open-printed-pdf";
import { flushActiveAutosave } from "@/builder/save/autosave";

/**
 * The builder's "download PDF" (toolbar and export panel): pending edits are saved first,
 * since the server prints the saved resume; then the PDF opens, or the browser prints the
 * preview when the server has no Chromium. Failures are thrown for the caller's toast.
 */
export async function downloadPdf(resumeId: string, options: { printInBrowser: () => void }): Promise<void> {
  await flushActiveAutosave();
  await openPrintedPdf(() => resumeApi.printUrl(resumeId), options.printInBrowser);
}

/**
 * Before "download PDF" is clicked (useRenderAhead): pending edits are saved, then the server
 * renders the saved resume ahead of the print.
 */
export async function prepareDownloadPdf(resumeId: string): Promise<void> {
  await flushActiveAutosave();
  await resumeApi.preparePrint(resumeId);
}
