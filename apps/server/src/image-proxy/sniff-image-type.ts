/**
 * Raster formats the proxy passes on. SVG is not among them: served from the app's own
 * origin it could carry scripts.
 */
export const allowedImageTypes = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/bmp",
  "image/x-icon",
] as const;

export type ImageType = (typeof allowedImageTypes)[number];

/** Bytes needed to recognise every format below. */
export const sniffLength = 16;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));

/** The image type the leading bytes prove, whatever the server claimed; null when none. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\x1a\n")) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "image/gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  if (ascii(bytes, 4, "ftypavif") || ascii(bytes, 4, "ftypavis")) return "image/avif";
  if (ascii(bytes, 0, "BM") && bytes.length >= 14) return "image/bmp";
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0) return "image/x-icon";
  return null;
}

/** Whether a Content-Type header announces one of the allowed images (parameters ignored). */
export function isAllowedImageContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return (allowedImageTypes as readonly string[]).includes(type) || type === "image/jpg" || type === "image/vnd.microsoft.icon";
}
