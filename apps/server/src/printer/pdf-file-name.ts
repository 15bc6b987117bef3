import { resumeFileName } from "@vitae/schema";

const fallbackBase = "resume";

/** The PDF's file name: the resume's title made safe (see resumeFileName), ending in ".pdf". */
export function pdfFileName(title: string): string {
  return resumeFileName(title, "pdf");
}

/**
 * A Content-Disposition header (RFC 6266) for `fileName`: an ASCII `filename` for old
 * clients and the exact name as RFC 5987 `filename*` for everyone else.
 */
export function contentDisposition(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  return `${type}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

function asciiFallback(fileName: string): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? "";
  const ascii = fileName
    .slice(0, fileName.length - extension.length)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "");
  return `${ascii || fallbackBase}${extension}`;
}

// encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987's attr-char does not allow.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
