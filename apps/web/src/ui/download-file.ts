/**
 * Saves text as a file through the browser's download: a link to a blob address, clicked.
 * The address is released a moment later, once the download has started.
 */
export function downloadFile(filename: string, text: string, type = "text/plain;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
