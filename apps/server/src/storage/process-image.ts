import { AppError } from "../errors/app-error";

/** Uploads larger than this are refused before any decoding (413). */
export const maxUploadBytes = 10 * 1024 * 1024;
/** Decoding is refused above this many pixels: 50 MP is a 200 MB bitmap already. */
export const maxInputPixels = 50_000_000;
/** Stored images fit within this box; resumes print pictures a few centimetres wide. */
export const maxOutputSide = 2048;

const acceptedFormats = new Set(["jpeg", "png", "webp", "gif"]);
const acceptedList = "upload a JPEG, PNG, WebP or GIF";

export const uploadMessages = {
  empty: "The file is empty.",
  notImage: `The file is not an image that can be read; ${acceptedList}.`,
  svg: `SVG images are not accepted because they can carry scripts; ${acceptedList}.`,
  html: `The file is HTML or XML, not an image; ${acceptedList}.`,
  polyglot:
    "The image also holds HTML or script code. Save it again from an image editor and upload that copy.",
  unsupported: (format: string) => `${format.toUpperCase()} images are not accepted; ${acceptedList}.`,
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width}×${height} pixels; at most ${maxInputPixels / 1_000_000} megapixels are accepted.`,
} as const;

function refuse(message: string): AppError {
  return new AppError("ValidationError", message);
}

/** The first bytes each accepted format must start with, whatever the decoder would tolerate. */
function hasSignatureOf(format: string, bytes: Buffer): boolean {
  const ascii = (start: number, end: number) => bytes.toString("latin1", start, end);
  switch (format) {
    case "jpeg":
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case "png":
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case "gif":
      return ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a";
    case "webp":
      return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
    default:
      return false;
  }
}

/** Text markup at the start of the file: an HTML page, an XML document or an SVG. */
function startsWithMarkup(bytes: Buffer): boolean {
  const head = bytes.toString("utf8", 0, 512).replace(/^\uFEFF/, "").trimStart();
  return head.startsWith("<");
}

// Markup a browser sniffing the file as HTML would run, hidden in an image's comments or
// chunks (a polyglot). Long enough that compressed pixel data practically never matches.
const embeddedMarkup = /<(?:script|html|body|iframe|object|embed)[\s>/]|<!doctype\s+html|<\?php|javascript:/i;

/**
 * Checks an upload by its content (never its name or declared type) and re-encodes it:
 * JPEG, PNG, WebP or GIF only (SVG, HTML, polyglots and everything else refused with a
 * specific 400), at most `maxInputPixels`, rotated upright by its EXIF orientation, fitted
 * within `maxOutputSide`² and written as WebP without any metadata (EXIF, GPS, XMP, ICC).
 * An animated GIF or WebP keeps its first frame.
 */
export async function processImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw refuse(uploadMessages.empty);
  if (startsWithMarkup(bytes)) {
    throw refuse(/<svg[\s>]/i.test(bytes.toString("utf8", 0, 4096)) ? uploadMessages.svg : uploadMessages.html);
  }
  // sharp and libvips are ~20 MiB of resident memory: loaded by the first upload, not at start.
  const { default: sharp } = await import("sharp");
  const options = { limitInputPixels: maxInputPixels, failOn: "error", pages: 1 } as const;
  // Reading the header decodes no pixels, so it may see any size; the size is checked below
  // with a message that says it, and decoding keeps sharp's own limit as well.
  const metadata = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata) throw refuse(uploadMessages.notImage);
  const format = metadata.format;
  if (format === "svg") throw refuse(uploadMessages.svg);
  if (!acceptedFormats.has(format)) throw refuse(uploadMessages.unsupported(format));
  if (!hasSignatureOf(format, bytes)) throw refuse(uploadMessages.notImage);
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height;
  if (!width || !height) throw refuse(uploadMessages.notImage);
  if (width * height > maxInputPixels) throw refuse(uploadMessages.tooManyPixels(width, height));
  if (embeddedMarkup.test(bytes.toString("latin1"))) throw refuse(uploadMessages.polyglot);
  return withDecodeSlot(async () => {
    try {
      return await sharp(bytes, options)
        .rotate()
        .resize({ width: maxOutputSide, height: maxOutputSide, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) throw refuse(uploadMessages.tooManyPixels(width, height));
      throw refuse(uploadMessages.notImage);
    }
  });
}

// Decoding a large image takes a few hundred megabytes for a moment; two at a time keeps
// a burst of uploads from exhausting a small server's memory.
const maxConcurrentDecodes = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finished job hands its slot straight to the next waiting one.
  if (running >= maxConcurrentDecodes) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
