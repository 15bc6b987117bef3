import { inflateSync } from "node:zlib";

/** A table of a WOFF 1.0 file, inflated when the file stores it compressed. */
function woffTable(file: Buffer, wanted: string): Buffer {
  if (file.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const tables = file.readUInt16BE(12);
  for (let index = 0; index < tables; index++) {
    const entry = 44 + index * 20;
    if (file.toString("latin1", entry, entry + 4) !== wanted) continue;
    const offset = file.readUInt32BE(entry + 4);
    const stored = file.readUInt32BE(entry + 8);
    const length = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + stored);
    return stored < length ? inflateSync(data) : data;
  }
  throw new Error(`the font has no ${wanted} table`);
}

/** The characters a cmap subtable of format 4 (the Basic Multilingual Plane) gives a glyph. */
function format4Characters(cmap: Buffer, at: number): Set<number> {
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const characters = new Set<number>();
  for (let segment = 0; segment < segments; segment++) {
    const end = cmap.readUInt16BE(ends + segment * 2);
    const start = cmap.readUInt16BE(starts + segment * 2);
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph = (code + delta) & 0xffff;
      if (rangeOffset !== 0) {
        const index = cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        glyph = index === 0 ? 0 : (index + delta) & 0xffff;
      }
      if (glyph !== 0) characters.add(code);
    }
  }
  return characters;
}

/** The characters of the Basic Multilingual Plane a WOFF 1.0 font has a glyph for (its Windows Unicode cmap). */
export function woffCharacters(file: Buffer): Set<number> {
  const cmap = woffTable(file, "cmap");
  const subtables = cmap.readUInt16BE(2);
  for (let index = 0; index < subtables; index++) {
    const record = 4 + index * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    const at = cmap.readUInt32BE(record + 4);
    if (platform === 3 && encoding === 1 && cmap.readUInt16BE(at) === 4) return format4Characters(cmap, at);
  }
  throw new Error("the font has no Windows Unicode (format 4) cmap");
}
