import { createHash } from "node:crypto";
import { type ParsedPdf, readPdf } from "./read-pdf";

/** Recent prints kept parsed: a few dozen small objects, one per resume being worked on. */
const capacity = 32;

const parsed = new Map<string, Promise<ParsedPdf>>();

/**
 * `readPdf`, remembered by the PDF's digest. The builder checks the same print again and
 * again while someone works through the findings (the print itself is cached while the data
 * does not change), and parsing is most of a check's time; the same bytes parse the same.
 */
export function readPdfCached(bytes: Uint8Array): Promise<ParsedPdf> {
  const key = createHash("sha256").update(bytes).digest("hex");
  const known = parsed.get(key);
  if (known) {
    // Most recently used last, so the oldest is the first to go.
    parsed.delete(key);
    parsed.set(key, known);
    return known;
  }
  const reading = readPdf(bytes);
  // A PDF that failed to parse is not kept: the error is the answer, and the next try reparses.
  reading.catch(() => parsed.delete(key));
  parsed.set(key, reading);
  if (parsed.size > capacity) parsed.delete(parsed.keys().next().value!);
  return reading;
}
