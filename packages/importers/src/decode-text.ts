const byteOrderMark = /^\uFEFF/;

/**
 * The text of a file: bytes are read as UTF-8 and a leading byte-order mark is dropped.
 * Returns undefined when `strict` and the bytes are not UTF-8; otherwise undecodable
 * bytes become U+FFFD.
 */
export function decodeText(input: Uint8Array | string, strict: boolean): string | undefined {
  if (typeof input === "string") return input.replace(byteOrderMark, "");
  try {
    return new TextDecoder("utf-8", { fatal: strict }).decode(input).replace(byteOrderMark, "");
  } catch {
    return undefined;
  }
}

/** The UTF-8 size of `input` in bytes, without encoding a string that is clearly small enough. */
export function byteLength(input: Uint8Array | string, limit: number): number {
  if (typeof input !== "string") return input.byteLength;
  // A UTF-16 code unit takes at most 3 bytes in UTF-8.
  if (input.length * 3 <= limit) return input.length;
  return new TextEncoder().encode(input).byteLength;
}
