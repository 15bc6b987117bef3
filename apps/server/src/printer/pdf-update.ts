import type * as PdfLib from "pdf-lib";
import type { PDFContext, PDFDict, PDFObject, PDFRef } from "pdf-lib";

/** The pdf-lib classes an update needs, from the module its caller loaded on first use. */
export type PdfUpdateClasses = Pick<typeof PdfLib, "PDFArray" | "PDFContext" | "PDFDict" | "PDFName" | "PDFNumber" | "PDFObjectParser" | "PDFRef">;

/** Where an object of the file starts, and its generation. */
interface XrefEntry {
  offset: number;
  generation: number;
}

const latin1 = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1", start, end);

/**
 * Changes to a finished PDF written as an incremental update (PDF 1.7, 7.5.6): the changed and
 * new objects, a cross-reference section for them and a trailer pointing back to the file's
 * own are appended, and the file's bytes stay as they are. Only the objects the caller reaches
 * are read (from the offsets of the file's cross-reference table), so the cost is that of the
 * few objects touched, not of parsing and writing every page, font and tag of the document.
 *
 * Reads files with cross-reference tables (what Chromium's PDF writer makes); a file whose
 * cross-reference is a stream, or that cannot be read this way, throws.
 */
export class PdfUpdate {
  readonly context: PDFContext;
  /** The document catalog; changes to it are written with the update. */
  readonly catalog: PDFDict;
  /** The document information dictionary (created when the file has none); written with the update. */
  readonly info: PDFDict;
  private readonly entries = new Map<number, XrefEntry>();
  private readonly refs = new Map<PDFObject, PDFRef>();
  private readonly changed = new Set<PDFRef>();
  private readonly trailer: PDFDict;
  private readonly lastXref: number;

  constructor(
    private readonly lib: PdfUpdateClasses,
    private readonly bytes: Uint8Array,
  ) {
    const { PDFContext, PDFName, PDFNumber, PDFRef } = lib;
    this.context = PDFContext.create();
    const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length);
    const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
    if (!startxref) throw new Error("The PDF has no cross-reference offset at its end.");
    this.lastXref = Number(startxref[1]);
    let trailer: PDFDict | undefined;
    // Newest section first: an object an older section also lists keeps its newest offset.
    for (let offset: number | undefined = this.lastXref, sections = 0; offset !== undefined; sections++) {
      if (sections > 64) throw new Error("The PDF's cross-reference sections do not end.");
      const section = this.readXrefSection(offset);
      trailer ??= section.trailer;
      const previous = section.trailer.lookupMaybe(PDFName.of("Prev"), PDFNumber);
      offset = previous?.asNumber();
    }
    if (!trailer) throw new Error("The PDF has no trailer.");
    this.trailer = trailer;
    const size = trailer.lookupMaybe(PDFName.of("Size"), PDFNumber)?.asNumber() ?? 0;
    // New objects are numbered after every object the file has.
    this.context.largestObjectNumber = Math.max(size - 1, ...this.entries.keys());
    const root = trailer.get(PDFName.of("Root"));
    const catalog = root instanceof PDFRef ? this.dict(root) : undefined;
    if (!catalog || !(root instanceof PDFRef)) throw new Error("The PDF has no document catalog.");
    this.catalog = catalog;
    this.changed.add(root);
    const infoRef = trailer.get(PDFName.of("Info"));
    const info = infoRef instanceof PDFRef ? this.dict(infoRef) : undefined;
    if (info && infoRef instanceof PDFRef) {
      this.info = info;
      this.changed.add(infoRef);
    } else {
      this.info = this.context.obj({});
      this.trailer.set(PDFName.of("Info"), this.add(this.info));
    }
  }

  /** The dictionary `value` is or refers to (read from the file on first use), if it is one. */
  dict(value: PDFObject | undefined): PDFDict | undefined {
    const resolved = this.resolve(value);
    return resolved instanceof this.lib.PDFDict ? resolved : undefined;
  }

  /** `value` itself, or for a reference the object it refers to, read from the file on first use. */
  resolve(value: PDFObject | undefined): PDFObject | undefined {
    if (!(value instanceof this.lib.PDFRef)) return value;
    const known = this.context.lookup(value);
    if (known) return known;
    const entry = this.entries.get(value.objectNumber);
    if (!entry || entry.generation !== value.generationNumber) return undefined;
    const header = new RegExp(`^\\s*${value.objectNumber}\\s+${value.generationNumber}\\s+obj\\b`).exec(latin1(this.bytes, entry.offset, entry.offset + 40));
    if (!header) throw new Error(`Object ${value.objectNumber} is not where the cross-reference table says.`);
    const object = this.lib.PDFObjectParser.forBytes(this.bytes.subarray(entry.offset + header[0].length), this.context).parseObject();
    this.context.assign(value, object);
    this.refs.set(object, value);
    return object;
  }

  /** The document's page dictionaries, in page order (the leaves of its page tree). */
  pages(): PDFDict[] {
    const { PDFArray, PDFName } = this.lib;
    const seen = new Set<PDFDict>();
    const walk = (node: PDFDict | undefined): PDFDict[] => {
      if (!node || seen.has(node)) return [];
      seen.add(node);
      const kids = this.resolve(node.get(PDFName.of("Kids")));
      return kids instanceof PDFArray ? kids.asArray().flatMap((kid) => walk(this.dict(kid))) : [node];
    };
    return walk(this.dict(this.catalog.get(PDFName.of("Pages"))));
  }

  /** Marks an object read from the file (by `dict` or `resolve`) as changed: the update writes it again. */
  rewrite(object: PDFObject): void {
    const ref = this.refs.get(object);
    if (!ref) throw new Error("Only an object read from the file can be rewritten.");
    this.changed.add(ref);
  }

  /** Puts `object` in place of the file's object at `ref`: the update writes it there. */
  replace(ref: PDFRef, object: PDFObject): void {
    this.context.assign(ref, object);
    this.refs.set(object, ref);
    this.changed.add(ref);
  }

  /** Adds a new object to the document; answers its reference. */
  add(object: PDFObject): PDFRef {
    const ref = this.context.register(object);
    this.changed.add(ref);
    return ref;
  }

  /** The file with the update appended. */
  save(): Uint8Array {
    const { PDFName, PDFNumber } = this.lib;
    const refs = [...this.changed].sort((a, b) => a.objectNumber - b.objectNumber);
    const objects = refs.map((ref) => [ref, this.context.lookup(ref) as PDFObject] as const);
    const separator = this.bytes[this.bytes.length - 1] === 0x0a ? "" : "\n";
    const heads = objects.map(([ref]) => `${ref.objectNumber} ${ref.generationNumber} obj\n`);
    let length = this.bytes.length + separator.length;
    const offsets: number[] = [];
    for (const [index, [, object]] of objects.entries()) {
      offsets.push(length);
      length += (heads[index] as string).length + object.sizeInBytes() + "\nendobj\n".length;
    }
    const xrefOffset = length;
    let xref = "xref\n";
    for (let start = 0; start < refs.length; ) {
      let end = start + 1;
      while (end < refs.length && (refs[end] as PDFRef).objectNumber === (refs[end - 1] as PDFRef).objectNumber + 1) end++;
      xref += `${(refs[start] as PDFRef).objectNumber} ${end - start}\n`;
      for (let index = start; index < end; index++) {
        // Each entry is exactly 20 bytes, its end of line included.
        xref += `${String(offsets[index]).padStart(10, "0")} ${String((refs[index] as PDFRef).generationNumber).padStart(5, "0")} n\r\n`;
      }
      start = end;
    }
    const trailer = this.trailer.clone(this.context);
    trailer.delete(PDFName.of("XRefStm"));
    trailer.set(PDFName.of("Size"), PDFNumber.of(this.context.largestObjectNumber + 1));
    trailer.set(PDFName.of("Prev"), PDFNumber.of(this.lastXref));
    const end = `${xref}trailer\n${trailer.toString()}\nstartxref\n${xrefOffset}\n%%EOF\n`;

    const out = new Uint8Array(xrefOffset + end.length);
    out.set(this.bytes, 0);
    let at = this.bytes.length;
    at += writeLatin1(out, at, separator);
    for (const [index, [, object]] of objects.entries()) {
      at += writeLatin1(out, at, heads[index] as string);
      at += object.copyBytesInto(out, at);
      at += writeLatin1(out, at, "\nendobj\n");
    }
    writeLatin1(out, at, end);
    return out;
  }

  /** Reads the cross-reference section at `offset` into `entries` (newer ones kept) and answers its trailer. */
  private readXrefSection(offset: number): { trailer: PDFDict } {
    const start = /^\s*xref\s/.exec(latin1(this.bytes, offset, offset + 16));
    if (!start) throw new Error("The PDF's cross-reference is not a table.");
    const trailerAt = this.indexOf("trailer", offset);
    if (trailerAt < 0) throw new Error("The PDF's cross-reference table has no trailer.");
    const tokens = latin1(this.bytes, offset + start[0].length, trailerAt).trim().split(/\s+/);
    for (let index = 0; index + 1 < tokens.length; ) {
      const first = Number(tokens[index]);
      const count = Number(tokens[index + 1]);
      index += 2;
      for (let number = first; number < first + count; number++, index += 3) {
        if (tokens[index + 2] !== "n" || this.entries.has(number)) continue;
        this.entries.set(number, { offset: Number(tokens[index]), generation: Number(tokens[index + 1]) });
      }
    }
    const trailer = this.lib.PDFObjectParser.forBytes(this.bytes.subarray(trailerAt + "trailer".length), this.context).parseObject();
    if (!(trailer instanceof this.lib.PDFDict)) throw new Error("The PDF's trailer is not a dictionary.");
    return { trailer };
  }

  private indexOf(text: string, from: number): number {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).indexOf(text, from, "latin1");
  }
}

function writeLatin1(target: Uint8Array, at: number, text: string): number {
  for (let index = 0; index < text.length; index++) target[at + index] = text.charCodeAt(index);
  return text.length;
}
