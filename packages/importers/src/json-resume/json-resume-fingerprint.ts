/** JSON text with object keys sorted, so that key order does not change a fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A 53-bit string hash (two multiplicative 32-bit lanes, cyrb53-style); no cryptography needed here. */
function hash53(text: string): string {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 2654435761);
    b = Math.imul(b ^ code, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return (4294967296 * (2097151 & b) + (a >>> 0)).toString(36);
}

/**
 * Identifies the JSON Resume content of a document, everything but `meta.vitae`: equal
 * fingerprints mean nobody changed the résumé since Vitae exported it.
 */
export function jsonResumeFingerprint(resume: Record<string, unknown>): string {
  const meta = resume.meta;
  const rest: Record<string, unknown> = { ...resume };
  if (meta !== null && typeof meta === "object" && !Array.isArray(meta)) {
    const { vitae: _vitae, ...metaRest } = meta as Record<string, unknown>;
    rest.meta = metaRest;
  }
  return hash53(canonicalJson(rest));
}
