import { Inflate } from "fflate";
import { ImportFailure } from "./import-issue";
import { type ImportLimits, importLimits } from "./import-limits";

/** One file or folder listed in a zip archive's central directory. */
export interface ZipEntry {
  /** The name as stored, e.g. "Profile.csv" or "../evil": text to match, never a path to open. */
  name: string;
  folder: boolean;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localHeaderOffset: number;
}

export interface ZipArchive {
  entries: ZipEntry[];
  /** Unpacks one entry; every entry read from the archive draws on one inflated-bytes budget. */
  read(entry: ZipEntry): Uint8Array;
}

const endOfCentralDirectory = 0x06054b50;
const centralFileHeader = 0x02014b50;
const localFileHeader = 0x04034b50;
const endRecordSize = 22;
const maxCommentSize = 0xffff;
// Compressed input is fed to the inflater in slices this small, so that one step can
// produce at most about 1 MiB (deflate expands at most ~1032 to 1) before it is counted.
const inflateSliceBytes = 1024;

const methods = { stored: 0, deflate: 8 } as const;

function findEndRecord(view: DataView): number {
  const last = view.byteLength - endRecordSize;
  const first = Math.max(0, last - maxCommentSize);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === endOfCentralDirectory) return offset;
  }
  return -1;
}

function startsLikeZip(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;
}

function entryName(bytes: Uint8Array, utf8: boolean): string {
  // Names without the UTF-8 flag are CP437; their ASCII part, all LinkedIn uses, reads the same.
  return new TextDecoder(utf8 ? "utf-8" : "latin1").decode(bytes);
}

function readCentralDirectory(bytes: Uint8Array, view: DataView, limits: ImportLimits): ZipEntry[] {
  const end = findEndRecord(view);
  if (end < 0) throw ImportFailure.of(startsLikeZip(bytes) ? "zipCorrupt" : "notZip");
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (count === 0) throw ImportFailure.of("emptyZip");
  if (count > limits.zipEntries) throw ImportFailure.of("zipTooManyEntries");
  // 0xffff / 0xffffffff mark a ZIP64 archive, far beyond what a resume export needs.
  if (count === 0xffff || start === 0xffffffff) throw ImportFailure.of("zipUnsupported");
  if (start + size > end) throw ImportFailure.of("zipCorrupt");

  const entries: ZipEntry[] = [];
  let offset = start;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== centralFileHeader) throw ImportFailure.of("zipCorrupt");
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const name = entryName(bytes.subarray(offset + 46, offset + 46 + nameLength), (flags & 0x800) !== 0);
    entries.push({
      name,
      folder: name.endsWith("/"),
      method: view.getUint16(offset + 10, true),
      encrypted: (flags & 1) !== 0,
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Opens a zip archive held in memory, within the import limits: at most `zipBytes`
 * bytes and `zipEntries` entries, and at most `zipInflatedBytes` unpacked in total,
 * counted while unpacking, so sizes a zip bomb declares are never trusted. Entry names
 * are only ever compared with known names; nothing is written anywhere.
 */
export function openZip(bytes: Uint8Array, limits: ImportLimits = importLimits): ZipArchive {
  if (bytes.byteLength > limits.zipBytes) throw ImportFailure.of("zipTooLarge");
  if (bytes.byteLength < endRecordSize) throw ImportFailure.of(startsLikeZip(bytes) ? "zipCorrupt" : "notZip");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(bytes, view, limits);
  let budget = limits.zipInflatedBytes;

  const spend = (amount: number) => {
    budget -= amount;
    if (budget < 0) throw ImportFailure.of("zipInflatedTooLarge");
  };

  const read = (entry: ZipEntry): Uint8Array => {
    if (entry.encrypted || (entry.method !== methods.stored && entry.method !== methods.deflate)) {
      throw ImportFailure.of("zipUnsupported", [entry.name]);
    }
    const header = entry.localHeaderOffset;
    if (header + 30 > bytes.byteLength || view.getUint32(header, true) !== localFileHeader) {
      throw ImportFailure.of("zipCorrupt", [entry.name]);
    }
    const dataStart = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.byteLength) throw ImportFailure.of("zipCorrupt", [entry.name]);
    const data = bytes.subarray(dataStart, dataEnd);
    if (entry.method === methods.stored) {
      spend(data.byteLength);
      return data.slice();
    }
    return inflate(data, spend, entry.name);
  };

  return { entries, read };
}

function inflate(data: Uint8Array, spend: (amount: number) => void, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    spend(chunk.byteLength);
    chunks.push(chunk);
    total += chunk.byteLength;
    finished = final;
  });
  try {
    for (let offset = 0; offset < data.byteLength; offset += inflateSliceBytes) {
      const end = Math.min(offset + inflateSliceBytes, data.byteLength);
      inflater.push(data.subarray(offset, end), end === data.byteLength);
    }
    if (data.byteLength === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw ImportFailure.of("zipCorrupt", [name]);
  }
  if (!finished) throw ImportFailure.of("zipCorrupt", [name]);
  const out = new Uint8Array(total);
  let position = 0;
  for (const chunk of chunks) {
    out.set(chunk, position);
    position += chunk.byteLength;
  }
  return out;
}
