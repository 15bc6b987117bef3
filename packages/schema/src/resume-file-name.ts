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
 * A readable, safe file name for a download of a resume (its PDF, its JSON), from any title
 * in any script: "Jane Doe — 简历" → "Jane-Doe-—-简历.pdf", "../../etc/passwd" → "etc-passwd.pdf".
 * Letters of every script and emoji stay; separators, control characters and quotes go;
 * spaces become hyphens; at most 100 characters (and 200 UTF-8 bytes) before the extension;
 * "resume.<extension>" when nothing is left. A title already ending in the extension keeps one.
 */
export function resumeFileName(title: string, extension: string): string {
  const ending = new RegExp(`\\.${extension.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`, "i");
  const base = title
    .normalize("NFC")
    .replace(unsafe, " ")
    .replace(ending, "")
    .trim()
    .replace(/\s+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".")
    // No hidden files, no names ending in a dot (Windows drops it).
    .replace(/^[-._]+|[-._]+$/g, "");
  const short = truncateGraphemes(base).replace(/[-._]+$/g, "");
  if (!short) return `${fallbackBase}.${extension}`;
  return `${windowsDeviceName.test(short) ? `${fallbackBase}-${short}` : short}.${extension}`;
}

const encoder = new TextEncoder();

// Cut at a grapheme boundary so an emoji or an accented letter is never split.
function truncateGraphemes(value: string): string {
  let result = "";
  let characters = 0;
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(value)) {
    characters += [...segment].length;
    bytes += encoder.encode(segment).length;
    if (characters > maxBaseCharacters || bytes > maxBaseBytes) break;
    result += segment;
  }
  return result;
}
