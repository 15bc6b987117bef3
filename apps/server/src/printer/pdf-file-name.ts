const maxBaseCharacters = 100;
// File systems count bytes (255 on most): CJK takes 3 bytes a character in UTF-8.
const maxBaseBytes = 200;
const fallbackBase = "resume";

// Controls, bidi overrides (which can disguise an extension), and the characters
// file systems or headers treat specially: path separators, quotes, Windows' reserved set.
// Joiners (U+200C, U+200D) stay: scripts and emoji sequences need them.
const unsafe = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF/\\:*?"'`<>|]/gu;
const windowsDeviceName = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A readable, safe file name for a resume's PDF, from any title in any script:
 * "Jane Doe — 简历" → "Jane-Doe-—-简历.pdf", "../../etc/passwd" → "etc-passwd.pdf".
 * Letters of every script and emoji stay; separators, control characters and quotes go;
 * spaces become hyphens; at most 100 characters (and 200 UTF-8 bytes) before ".pdf"; "resume.pdf" when nothing is left.
 */
export function pdfFileName(title: string): string {
  const base = title
    .normalize("NFC")
    .replace(unsafe, " ")
    .replace(/\.pdf\s*$/i, "")
    .trim()
    .replace(/\s+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".")
    // No hidden files, no names ending in a dot (Windows drops it).
    .replace(/^[-._]+|[-._]+$/g, "");
  const short = truncateGraphemes(base).replace(/[-._]+$/g, "");
  if (!short) return `${fallbackBase}.pdf`;
  return `${windowsDeviceName.test(short) ? `${fallbackBase}-${short}` : short}.pdf`;
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

// Cut at a grapheme boundary so an emoji or an accented letter is never split.
function truncateGraphemes(value: string): string {
  let result = "";
  let characters = 0;
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(value)) {
    characters += [...segment].length;
    bytes += Buffer.byteLength(segment);
    if (characters > maxBaseCharacters || bytes > maxBaseBytes) break;
    result += segment;
  }
  return result;
}
